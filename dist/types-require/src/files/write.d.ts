/** Why the output was not written, in one line (`cannot write out.json: is a folder, not a file`). */
export declare class WriteRefusedError extends Error {
    readonly name = "WriteRefusedError";
}
/**
 * Writes `text` to `target` (see the rules at the top); never writes onto one of `inputs` (paths,
 * `-` for standard input). Throws `WriteRefusedError` when it does not.
 */
export declare function writeOutput(target: string, text: string | Iterable<string>, inputs: readonly string[]): Promise<void>;
