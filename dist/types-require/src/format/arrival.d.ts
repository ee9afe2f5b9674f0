/** One line per finding as it arrives, for `agentconf receive`'s live text output. */
import type { Diagnostic } from '../core/diagnostic.js';
/**
 * `#12 /flows /flow/ip_version error must be 4 or 6 [schema/enum]`: the 0-based arrival index
 * of the record on its path (`#-` for a request that brought no record), the request path, the
 * place in the record (`-` for the whole record or the request itself).
 */
export declare function formatArrival(record: number | undefined, path: string, diagnostics: readonly Diagnostic[], color: boolean): string;
