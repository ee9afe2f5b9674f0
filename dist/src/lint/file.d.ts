import type { FileResult } from '../core/report.js';
import type { Input } from '../files/inputs.js';
import type { KindId } from '../plugins/kinds.js';
import { type InputRead } from '../files/read.js';
/** What checking one file needs: plain data, so it can be handed to another thread. */
export interface FileLintOptions {
    kind?: KindId;
    variables: Record<string, string>;
    /** The paths the command was given (a file named there is not told how to leave it out). */
    paths: readonly string[];
    /** `--error-on-non-config`: a file a walk found that is no agent config is checked (and gets `kind/undetected`), not skipped. */
    errorOnNonConfig?: boolean;
}
/** What one input gave the report: its result, its text when it has findings (for code frames). */
export interface Linted {
    result: FileResult;
    text?: string;
    /** The input could not be read (exit code 2). */
    ioFailed?: true;
    /** Its text, too long to hold until the report gets to it, is to be read again for code frames (`threads.ts`). */
    readAgain?: true;
    /** Which findings are notes of findings left off, and how many each stands for, once copied from another thread (`leftOffCounts`). */
    leftOff?: [number, number][];
}
/** An input that is a file, a folder with nothing to check, or an entry that cannot be read. */
export type FileSideInput = Exclude<Input, {
    stdin: true;
}>;
/**
 * One input that is not standard input, checked: synchronous for a JSON config (a folder of
 * configs does not wait a turn per file), a promise for the rest (YAML, loader files). `read`:
 * the file's read when it was read ahead (`read-ahead.ts`).
 */
export declare function lintInput(input: FileSideInput, options: FileLintOptions, read?: InputRead): Linted | Promise<Linted>;
/** A file that could not be read, or whose bytes are not UTF-8 text. */
export declare function readFailure(read: Extract<InputRead, {
    error: string;
}>): Linted;
/**
 * A text read from `name` (standard input when `stdin`), checked, its findings bounded at once
 * (a folder of huge configs holds one file's findings in full at a time).
 */
export declare function lintText(name: string, text: string, options: FileLintOptions, stdin: boolean): Linted | Promise<Linted>;
