/**
 * A config's text as the agent's JSON parser (nlohmann::json, in agent 5.0.7 and both plugins)
 * reads it: it skips a leading byte-order mark (found case err-warning-loader-proc-file+file-bom-proc-c80476)
 * and refuses the whole file where agentconf's parser reads a value but notes a number beyond a
 * double (run json-number-overflow-sink: out_of_range.406) or an escaped half of a surrogate pair
 * (runs json-lone-surrogate-*: parse_error.101).
 */
import type { Diagnostic } from '../core/diagnostic.js';
/** A finding of the parse for which the agent refuses the whole file. */
export declare const isRefusal: (d: Diagnostic) => boolean;
/** The value the agent reads from `text`, or `undefined` where it refuses the file. */
export declare function agentJson(text: string): {
    value: unknown;
} | undefined;
