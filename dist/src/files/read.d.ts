/** Reads an input's text, turning every I/O failure into a one-line message. */
import { type SourceFormat } from '../core/parse/index.js';
import { type ReadOptions } from './read-text.js';
/** The name shown for standard input. */
export declare const stdinName = "<stdin>";
/**
 * Text of an input, or the reason it could not be read (`encoding` when the bytes are text in
 * another encoding than UTF-8: a problem of the content, not of reading).
 */
export declare function readInput(input: {
    path: string;
    raw?: Buffer;
} | {
    stdin: true;
}): Promise<InputRead>;
/** `readInput` for a file: synchronous (see `readFileText`). */
export declare function readFileInput(input: {
    path: string;
    raw?: Buffer;
    regular?: true;
}, opened?: (fd: number) => void, kept?: ReadOptions['kept']): InputRead;
/** What reading an input gave, under the name shown for it. */
export type InputRead = {
    name: string;
    text: string;
} | {
    name: string;
    error: string;
    problem: 'io' | 'encoding';
};
/** The format of an input: by file name, and for standard input by content (`formatOfText`). */
export declare function sourceFormatOf(name: string, text: string): Promise<SourceFormat>;
