/**
 * The express lane of a folder lint: a JSON config its grammar takes (`model.ts`) has no finding,
 * so the lint reports it clean once it is parsed, without the pipeline; one it takes but for
 * members nobody reads gets those members' findings alone (`findings.ts`). Everything else, and
 * any text the grammar's values cannot speak for, goes the whole way (`../check.ts`).
 */
import type { KindId } from '../kinds.js';
import type { Grammar } from './model.js';
/** The grammar of each kind that has one, for the plugin release agent 5.0.7 ships with. */
export declare const expressGrammars: Partial<Record<KindId, Grammar>>;
/** What the lane makes of a config: nothing to report, unknown members only, or not its to say (undefined). */
export type ExpressVerdict = 'clean' | 'unknown members' | undefined;
/** A member nobody reads that a grammar's `others` let through: the object holding it, its name, the tokens of the object's place. */
export interface OtherMember {
    node: Record<string, unknown>;
    key: string;
    path: readonly (string | number)[];
}
/**
 * The members nobody reads of `value`, parsed without a finding from the JSON `text` of a `kind`
 * config, with `${variables}` expanded from `variables` (the lint's table), in the order the
 * pipeline's unknown-key walk meets them; none when it is clean; undefined when the grammar
 * does not take it. Nor does it take one whose expansions add more than substitution allows a
 * config: the pipeline reports that (`var/too-long`); nor one with more such members than a lint
 * lists (the pipeline counts those past the list without keeping them).
 */
export declare function expressWalk(kind: KindId, text: string, value: unknown, variables: Readonly<Record<string, string>>): OtherMember[] | undefined;
/** {@link expressWalk}, said in a word: `clean` when the grammar takes it, `unknown members` when it does but for members its `others` allow. */
export declare function expressVerdict(kind: KindId, text: string, value: unknown, variables: Readonly<Record<string, string>>): ExpressVerdict;
