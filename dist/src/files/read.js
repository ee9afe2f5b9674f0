/** Reads an input's text, turning every I/O failure into a one-line message. */
import { formatOfPath, formatOfText } from '../core/parse/index.js';
import { readFileText, readText } from './read-text.js';
import { openName } from './inputs.js';
/** The name shown for standard input. */
export const stdinName = '<stdin>';
/**
 * Text of an input, or the reason it could not be read (`encoding` when the bytes are text in
 * another encoding than UTF-8: a problem of the content, not of reading).
 */
export async function readInput(input) {
    return 'stdin' in input ? named(stdinName, await readText(input)) : readFileInput(input);
}
const listed = { listedRegular: true };
const plain = {};
/** `readInput` for a file: synchronous (see `readFileText`). */
export function readFileInput(input, opened, kept) {
    const base = input.regular ? listed : plain;
    const options = opened === undefined && kept === undefined ? base : { ...base, ...(opened ? { opened } : {}), ...(kept ? { kept } : {}) };
    const read = named(input.path, readFileText(openName(input), options));
    // Node turns command-line bytes that are not UTF-8 into U+FFFD, so such a name cannot be opened.
    if (!('error' in read) || input.raw !== undefined || !input.path.includes('\uFFFD'))
        return read;
    return {
        ...read,
        error: `${read.error} (the name holds bytes that are not UTF-8, which the command line cannot pass on: name the folder that holds it instead)`,
    };
}
const named = (name, read) => ('text' in read ? { name, text: read.text } : { name, ...read });
/** The format of an input: by file name, and for standard input by content (`formatOfText`). */
export async function sourceFormatOf(name, text) {
    return name !== stdinName ? formatOfPath(name) : formatOfText(text);
}
