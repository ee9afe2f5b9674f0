/** The error type for a misused command line (exit code 2). */
/** A command-line or I/O problem: reported in one line, exit code 2. */
export declare class UsageError extends Error {
    readonly name = "UsageError";
}
/**
 * Whether `error` is a usage problem (exit code 2, one line). Told by name, not by class: the
 * commands loaded on demand are bundles of their own, each with its own copy of this class.
 */
export declare function isUsageError(error: unknown): error is UsageError;
