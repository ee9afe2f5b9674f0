/** Reads an input's text, turning every I/O failure into a one-line message. */
import { readFileSync } from 'node:fs';
import type { Input } from './inputs.js';

/** The name shown for standard input. */
export const stdinName = '<stdin>';

/** Text of an input, or the reason it could not be read. */
export function readInput(input: Input): { name: string; text: string } | { name: string; error: string } {
  const name = 'stdin' in input ? stdinName : input.path;
  try {
    const text = readFileSync('stdin' in input ? 0 : input.path, 'utf8');
    return { name, text };
  } catch (error) {
    return { name, error: ioMessage(error) };
  }
}

/** `ENOENT` -> "no such file", and so on: no stack, no errno jargon. */
export function ioMessage(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file or folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'is a folder, not a file';
    case 'ENOTDIR':
      return 'a part of the path is not a folder';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
