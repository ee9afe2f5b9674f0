/**
 * The one way agentconf reads an input file (configs, loader files, the main config, stdin).
 * Input comes from strangers (CI runs on pull requests), so reading is bounded:
 * - only regular files are read (standard input aside): a FIFO would block forever and
 *   `/dev/zero` never ends; the file is opened non-blocking and checked again once open;
 * - at most `MAX_INPUT_BYTES` are read, from a file or from standard input;
 * - with `within`, a file whose real path (symbolic links resolved) lies outside that folder is
 *   not read, so a link in a deployment cannot make a CI log show `/proc/self/environ`;
 * - UTF-16 and UTF-32 text is recognised (byte-order mark, or the NUL pattern of `{"`) and
 *   refused with the conversion to make; anything else is decoded as UTF-8;
 * - names may be Buffers, so a file whose name is not valid UTF-8 can still be opened.
 * Node only (file system). Files are read synchronously (see `readFileText`); standard input
 * asynchronously, as it arrives.
 */
import { type Stats } from 'node:fs';
/** The most bytes read from one input: real configs are a few KB. */
export declare const MAX_INPUT_BYTES: number;
/** A file's path: a string, or the raw bytes of a name that is not valid UTF-8. */
export type FilePath = string | Buffer;
/** What reading produced: the text, or why there is none. */
export type TextRead = {
    text: string;
} | {
    /** One line, without the file name: `is a FIFO, not a regular file`. */
    error: string;
    /** `encoding`: the bytes were read but are not UTF-8 text (a problem of the content). */
    problem: 'io' | 'encoding';
};
export interface ReadOptions {
    /**
     * A folder the file's real path must lie in (symbolic links resolved). Give the folder's real
     * path (`realpath`) when reading many files from it, and `withinIsReal`, to resolve it once.
     */
    within?: string;
    withinIsReal?: boolean;
    /** Overrides `MAX_INPUT_BYTES` (tests). */
    maxBytes?: number;
    /**
     * The caller's folder listing says this is a regular file (not a link): it is read with one
     * open, one read and one close (no fstat), into a buffer kept from file to file. It is read the
     * checked way when that read fills the buffer (a file larger than 64 KiB, or a device put in its
     * place since the listing) or gives nothing (an empty file, or a FIFO or /dev/null put in its
     * place). A link put in its place is not followed (the folder walk decides about links). A FIFO
     * that someone writing the folder puts in its place during the run is read without blocking:
     * what its writer wrote, as that writer could have written a file.
     */
    listedRegular?: boolean;
    /**
     * Called with the descriptor once the file is open, before it is read (`lint --cache` takes the
     * file's size and time from it, without looking the path up a second time).
     */
    opened?: (fd: number) => void;
    /**
     * Called with the bytes read and what fstat said of the file before reading them (`lint --fix`
     * splices its fixes into those bytes, and checks the file is still that one before replacing it).
     * The file is then read the checked way, never the listed one.
     */
    kept?: (bytes: Buffer, info: Stats) => void;
}
/** Why a file whose real path lies outside the folder being checked is not read. */
export declare const LEADS_OUTSIDE = "leads outside the folder being checked (a symbolic link); agentconf does not read it";
/** True when `path` (a real path) is `folder` or lies under it (`folder` a real path too). */
export declare function isWithin(path: string, folder: string): boolean;
/** Reads a file, or standard input (`'-'` is not special here: pass `{ stdin: true }`). */
export declare function readText(source: FilePath | {
    stdin: true;
}, options?: ReadOptions): Promise<TextRead>;
/**
 * Reads a file: one open, one fstat, usually one read, one close. Synchronous on purpose: a
 * config is a few KB, and each asynchronous call is a round trip through libuv's thread pool
 * that costs more than the call itself (measured: a folder of 1,000 configs spent most of its
 * time waiting for those round trips).
 */
export declare function readFileText(path: FilePath, options?: ReadOptions): TextRead;
