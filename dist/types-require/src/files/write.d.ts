/** Why the output was not written, in one line (`cannot write out.json: is a folder, not a file`). */
export declare class WriteRefusedError extends Error {
    readonly name = "WriteRefusedError";
}
/**
 * Writes `text` to `target` (see the rules at the top); never writes onto one of `inputs` (paths,
 * `-` for standard input). Throws `WriteRefusedError` when it does not.
 */
export declare function writeOutput(target: string, text: string | Iterable<string>, inputs: readonly string[]): Promise<void>;
/** What replacing a file keeps of the old one, and what it checks last. */
export interface Replacing {
    /** The old file's owner and group, given to the new one (root's `--fix` of a `nobody` file). */
    owner?: {
        uid: number;
        gid: number;
    };
    /** Called with the new file written beside the old, right before the rename: throws to stop it. */
    beforeRename?: () => Promise<void>;
}
/**
 * A temporary file beside `path` holding `text`, with the old file's permission bits (`mode`) and
 * what `keep` says, renamed over `path`. On any failure the temporary file is removed and `fail`
 * is called with the reason.
 */
export declare function replaceAtomically(path: string, text: string | Iterable<string> | Buffer, mode: number | undefined, fail: (why: string) => never, keep?: Replacing): Promise<void>;
