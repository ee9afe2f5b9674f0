/** File-system failures in words, the same wherever a file is read or written. */
/** `ENOENT` -> "no such file or folder", and so on: no stack, no errno jargon. */
export declare function ioMessage(error: unknown): string;
