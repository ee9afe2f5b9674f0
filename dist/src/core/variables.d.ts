/**
 * `${name}` variables: the table the agent runs with, and substitution into config strings as the
 * agent does it: plain text, one pass, not recursive (a value that itself contains `${...}` is
 * inserted as written), unknown names left as written.
 *
 * The table, one rule for every caller (the library's `variables`, `--var`, the main config's
 * settings, a deployment's folder):
 * 1. the agent's defaults, then the caller's values over them;
 * 2. each entry is expanded once against the table, in order: first the defaults the caller did
 *    not replace (`path_plugins` follows the caller's `path_state_persistent`), then the caller's
 *    values in the order given, as the agent reads settings written in terms of others
 *    (`path_plugins = ${path_state_persistent}/custom`); a later entry sees earlier results;
 * 3. a reference to a name the table lacks is left as written and reported (`var/unknown`).
 * Scanning is linear in the text: an unclosed `${` ends the search instead of retrying.
 */
import type { Diagnostic } from './diagnostic.js';
/** The variables the agent defines, with the values it uses when its own config sets none. Frozen. */
export declare const agentVariableDefaults: Readonly<Record<string, string>>;
/**
 * Which variables each agent release expands, by where they are written (FIELD-FACTS; run
 * `agent-variables` in test/differential/variables.slow.test.ts: a sink-http url naming each one).
 * Agent 5.0.7 expands these seven in every config string it substitutes, and leaves any other
 * `${name}` as written (`path_plugin_libdir` and `path_shared_data` included).
 */
export declare const agentReleaseVariables: Readonly<Record<'5.0' | '5.2', readonly string[]>>;
/** The variables only the HTTP sink expands, and only in a channel's `url` and `headers` (sink-http 1.0.13). */
export declare const sinkHttpVariables: readonly string[];
/**
 * Where a `${name}` is written decides whether the agent expands it: the reason it is left as
 * written at `pointer` (a warning, and resolve keeps it as written), or undefined when it is expanded.
 */
export type VariableScope = (name: string, pointer: string) => string | undefined;
/** The most characters substitution may add to one value (a whole config): the input limit. */
export declare const MAX_SUBSTITUTION_GROWTH: number;
/** The variable table, and what was wrong with the caller's values. */
export interface VariableTable {
    table: Record<string, string>;
    /** `var/unknown` for references to unknown names; `call/argument` for values that are not strings. */
    diagnostics: Diagnostic[];
    /** The `var/unknown` and `var/too-long` diagnostics again, with the variable whose value holds the reference. */
    unknown: {
        name: string;
        diagnostic: Diagnostic;
    }[];
}
/**
 * The variable table the agent would run with, by the rule at the top of this file. `values` is
 * the caller's: anything that is not an object of strings is reported, not thrown.
 */
export declare function variableTable(values?: unknown): VariableTable;
/**
 * The agent's defaults expanded (`variableTable()`'s table), made once and frozen: what every call
 * that names no variables uses, so a caller checking many texts does not build it per text.
 */
export declare function defaultVariables(): Readonly<Record<string, string>>;
/** The variable table for `overrides` (see `variableTable`); problems with them are dropped. */
export declare function agentVariables(overrides?: Readonly<Record<string, string>>): Record<string, string>;
/** Whether a string may hold a `${name}` reference (substitution changes nothing in others). */
export declare const mentionsVariable: (text: string) => boolean;
/** Substitutes one string; reports each unknown name. */
export declare function substituteString(text: string, variables: Readonly<Record<string, string>>, pointer: string, diagnostics: Diagnostic[], budget?: {
    left: number;
}, scope?: VariableScope): string;
/**
 * `substituteVariables` on a value nobody else holds (a copy made for the effective config): each
 * string that names a variable is replaced where it lies, and nothing else is built, so a config
 * with none costs one walk. Returns `value`, or the substituted text when `value` is a string.
 */
export declare function substituteInPlace(value: unknown, variables: Readonly<Record<string, string>>, diagnostics: Diagnostic[], pointer?: string, budget?: {
    left: number;
}, scope?: VariableScope): unknown;
/** A copy of `value` with every string substituted; keys are left alone. */
export declare function substituteVariables(value: unknown, variables: Readonly<Record<string, string>>, diagnostics: Diagnostic[], pointer?: string, budget?: {
    left: number;
}, scope?: VariableScope): unknown;
/**
 * `substituteInPlace` on a value that is to be put back as it was: returns a function that puts
 * every replaced string back where it was. For a check of the substituted value that keeps no copy.
 */
export declare function substituteRevertibly(value: object, variables: Readonly<Record<string, string>>, diagnostics: Diagnostic[], scope?: VariableScope): () => void;
/** What substitution would report of `value`, which is left as it is, lying at `pointer` (the scope goes by it). */
export declare function variableFindings(value: unknown, variables: Readonly<Record<string, string>>, diagnostics: Diagnostic[], scope?: VariableScope, pointer?: string): void;
