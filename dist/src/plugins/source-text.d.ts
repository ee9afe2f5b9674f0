/**
 * What the parsed value forgets about the text it came from, for rules that depend on how a value
 * is written: `2.0` and `2` parse to the same number, yet a plugin reading JSON tells them apart
 * (sink-http 1.0.13 takes only the integer).
 */
import type { ParsedDocument } from '../core/parse/index.js';
/** The source text behind a parsed config. */
export interface SourceText {
    /**
     * The number literal at `pointer` as written (`2.0`, `-1`, `3e1`); undefined where there is
     * none, or where the text writes no number with a fraction or an exponent (then the value says it all).
     */
    numberText(pointer: string): string | undefined;
}
/**
 * The source text of a JSON config. A YAML source gets none: the agent reads JSON only, and a YAML
 * number reaches it as whatever the conversion to JSON writes (`2.0` becomes `2`).
 */
export declare function jsonSourceText(text: string, parsed: ParsedDocument): SourceText;
