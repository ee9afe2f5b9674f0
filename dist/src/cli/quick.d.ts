/**
 * Answers `argv` (without node and the script), run in `cwd`, when the quick way can: writes the
 * report, sets exit code 0 and returns true. False when the command must run.
 */
export declare function quickLint(argv: readonly string[], cwd: string): Promise<boolean>;
/** The report of `agentconf lint` for `argv`, run in `cwd`, when the quick way answers it (the exit code is then 0); undefined when the command must run. */
export declare function quickReport(argv: readonly string[], cwd: string): Promise<string | undefined>;
