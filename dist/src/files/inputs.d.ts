import { type FilePath } from './read-text.js';
/**
 * One input: a file (its name as shown, and the raw bytes of a name that is not valid UTF-8),
 * standard input, a folder that held nothing to check, or an entry that cannot be read.
 */
export type Input = FileInput | {
    stdin: true;
} | {
    emptyFolder: string;
} | {
    unreadable: string;
    problem: string;
};
/**
 * A file to read; `real`, its real path, when the folder walk already knows it; `regular` when
 * the folder listing says it is a regular file (not a link to one).
 */
export type FileInput = {
    path: string;
    raw?: Buffer;
    real?: string;
    regular?: true;
};
/** The name to open: the raw bytes when the shown name lost some. */
export declare function openName(input: {
    path: string;
    raw?: Buffer;
}): FilePath;
/**
 * Expands the arguments: a glob that names nothing (`'sub/*.json'`) as the files it matches (none:
 * an entry that cannot be read). A path that does not exist is kept as a file input: reading it then
 * reports the problem in the results, so the other inputs are still checked. A file reached
 * twice (named twice, or named and inside a named folder) and `-` given twice count once.
 */
export declare function expandInputs(args: readonly string[]): Input[];
/** What a deployment folder (`lint --root`) reads: its configs and its loader files. */
export declare const deploymentFile: RegExp;
/**
 * The input a run reading `paths` would read at `target`, when `target` is a file that exists:
 * a path named (the same file, whatever path names it), or a file a folder walk of a named folder
 * lists (under it, not in a hidden folder nor node_modules, named like a config: `names`, or
 * `deploymentFile` for a deployment's folder). Undefined when `target` is none of them. What
 * `-o` checks before anything is written: a report must never replace a config.
 */
export declare function inputAt(target: string, paths: readonly string[], names?: RegExp): string | undefined;
