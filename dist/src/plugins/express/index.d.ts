/**
 * The express lane of a folder lint: a JSON config its grammar takes (`model.ts`) has no finding,
 * so the lint reports it clean once it is parsed, without the pipeline. Everything else, and any
 * text the grammar's values cannot speak for, goes the whole way (`../check.ts`).
 */
import type { KindId } from '../kinds.js';
import type { Grammar } from './model.js';
/** The grammar of each kind that has one, for the plugin release agent 5.0.7 ships with. */
export declare const expressGrammars: Partial<Record<KindId, Grammar>>;
/**
 * Whether `value`, parsed without a finding from the JSON `text` of a `kind` config, is one its
 * express grammar takes, with `${variables}` expanded from `variables` (the lint's table).
 */
export declare function expressClean(kind: KindId, text: string, value: unknown, variables: Readonly<Record<string, string>>): boolean;
