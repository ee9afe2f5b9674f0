/**
 * A lint's way past the effective config: the findings of steps 2-5 of `resolveWithTable` for a
 * config whose `${variables}` steps 2 and 3 leave where they are written, found on the config as
 * written. Those steps then only add members (defaults, what a channel inherits, the plugin's
 * built-in values) and change none that holds a variable, so:
 * - substitution meets the same strings at the same pointers in the same order, and reports the
 *   same (the variable scope goes by the pointer; the growth budget by the order);
 * - where the substituted config passes the fast check, or the schema's validator, so does the
 *   effective config, which is the substituted config with valid members added (the step's second
 *   validation then finds nothing): every default satisfies its member's schema,
 *   an inherited member has the rules of the top-level one it copies, the built-in values and
 *   what `ignores` writes satisfy theirs, and the schemas use no keyword that adding a valid
 *   member could break (test/plugins/findings-only.test.ts holds all of that).
 * Where the substituted config fails both, or a step could move or replace a variable,
 * the caller takes the whole way. The config is left as it was.
 */
import type { KindId } from '../../../generated/plugins/catalog.js';
import type { Diagnostic } from '../../core/diagnostic.js';
import type { FastCheck } from '../fast.js';
import type { Reading } from '../reading/index.js';
/**
 * Whether the effective-config steps leave every string of `config` that names a variable where
 * it is, and replace no value: no default names one, no member a channel inherits names one, and
 * the plugin's reading (`reading`, found on this very object) replaces nothing.
 */
export declare function leavesVariables(kind: KindId, config: Record<string, unknown>, reading: Reading | undefined): boolean;
/**
 * The findings the effective-config steps would give `config`, when they can be told from the
 * config as written (`leavesVariables`, and the substituted config passes `fast` or the schema's
 * validator); else undefined.
 */
export declare function findingsAsWritten(kind: KindId, config: Record<string, unknown>, variables: Readonly<Record<string, string>>, reading: Reading | undefined, fast: FastCheck): Diagnostic[] | undefined;
