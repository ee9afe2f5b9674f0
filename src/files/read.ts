/** Reads an input's text, turning every I/O failure into a one-line message. */
import { formatOfPath, formatOfText, type SourceFormat } from '../core/parse/index.js';
import { readFileText, readText, type ReadOptions, type TextRead } from './read-text.js';
import { openName } from './inputs.js';

/** The name shown for standard input. */
export const stdinName = '<stdin>';

/**
 * Text of an input, or the reason it could not be read (`encoding` when the bytes are text in
 * another encoding than UTF-8: a problem of the content, not of reading).
 */
export async function readInput(input: { path: string; raw?: Buffer } | { stdin: true }): Promise<InputRead> {
  return 'stdin' in input ? named(stdinName, await readText(input)) : readFileInput(input);
}

const listed = { listedRegular: true } as const;
const plain = {};

/** `readInput` for a file: synchronous (see `readFileText`). */
export function readFileInput(input: { path: string; raw?: Buffer; regular?: true }, opened?: (fd: number) => void, kept?: ReadOptions['kept']): InputRead {
  const base = input.regular ? listed : plain;
  const options = opened === undefined && kept === undefined ? base : { ...base, ...(opened ? { opened } : {}), ...(kept ? { kept } : {}) };
  const read = named(input.path, readFileText(openName(input), options));
  // Node turns command-line bytes that are not UTF-8 into U+FFFD, so such a name cannot be opened.
  if (!('error' in read) || input.raw !== undefined || !input.path.includes('\uFFFD')) return read;
  return {
    ...read,
    error: `${read.error} (the name holds bytes that are not UTF-8, which the command line cannot pass on: name the folder that holds it instead)`,
  };
}

/** What reading an input gave, under the name shown for it. */
export type InputRead = { name: string; text: string } | { name: string; error: string; problem: 'io' | 'encoding' };

const named = (name: string, read: TextRead): InputRead => ('text' in read ? { name, text: read.text } : { name, ...read });

/** The format of an input: by file name, and for standard input by content (`formatOfText`). */
export async function sourceFormatOf(name: string, text: string): Promise<SourceFormat> {
  return name !== stdinName ? formatOfPath(name) : formatOfText(text);
}
