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
import { closeSync, constants, fstatSync, openSync, readSync, realpathSync } from 'node:fs';
import { sep } from 'node:path';
import { byteSize } from '../core/bytes.js';
import { ioMessage } from '../core/io-message.js';
/** The most bytes read from one input: real configs are a few KB. */
export const MAX_INPUT_BYTES = 8 * 1024 * 1024;
const io = (error) => ({ error, problem: 'io' });
/** Why a file whose real path lies outside the folder being checked is not read. */
export const LEADS_OUTSIDE = 'leads outside the folder being checked (a symbolic link); agentconf does not read it';
/** A human name for what a non-regular file is. */
function fileType(info) {
    if (info.isDirectory())
        return 'a folder';
    if (info.isFIFO())
        return 'a FIFO (named pipe)';
    if (info.isCharacterDevice())
        return 'a character device';
    if (info.isBlockDevice())
        return 'a block device';
    if (info.isSocket())
        return 'a socket';
    return 'not a regular file';
}
const tooBig = (max) => io(`is larger than ${byteSize(max)}, the most agentconf reads from one input`);
/** True when `path` (a real path) is `folder` or lies under it (`folder` a real path too). */
export function isWithin(path, folder) {
    return path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);
}
/** Reads a file, or standard input (`'-'` is not special here: pass `{ stdin: true }`). */
export async function readText(source, options = {}) {
    if (typeof source === 'object' && !Buffer.isBuffer(source))
        return readStdin(options.maxBytes ?? MAX_INPUT_BYTES);
    return readFileText(source, options);
}
/**
 * Reads a file: one open, one fstat, usually one read, one close. Synchronous on purpose: a
 * config is a few KB, and each asynchronous call is a round trip through libuv's thread pool
 * that costs more than the call itself (measured: a folder of 1,000 configs spent most of its
 * time waiting for those round trips).
 */
export function readFileText(path, options = {}) {
    const max = options.maxBytes ?? MAX_INPUT_BYTES;
    const noFollow = options.listedRegular ? (constants.O_NOFOLLOW ?? 0) : 0;
    if (options.listedRegular && options.within === undefined && options.kept === undefined) {
        const listed = readListedFile(path, max, noFollow, options.opened);
        if (listed !== undefined)
            return listed;
    }
    let fd;
    try {
        if (options.within !== undefined) {
            const folder = options.withinIsReal ? options.within : realpathSync(options.within);
            if (!isWithin(realpathSync(path), folder))
                return io(LEADS_OUTSIDE);
        }
        // Non-blocking, so opening a FIFO returns at once; the type is then checked on what was opened.
        fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | noFollow);
        options.opened?.(fd);
        const info = fstatSync(fd);
        if (!info.isFile())
            return io(`is ${fileType(info)}, not a regular file; agentconf reads only regular files (and - for stdin)`);
        if (info.size > max)
            return tooBig(max);
        const chunks = [];
        let total = 0;
        // Ask for one byte more than the size: a short read is the end, usually after one call. The
        // size can change while reading, so never read more than max + 1 bytes in all.
        let want = Math.min(info.size + 1, max + 1);
        for (;;) {
            const buffer = Buffer.allocUnsafe(want);
            const bytesRead = readSync(fd, buffer, 0, want, null);
            chunks.push(buffer.subarray(0, bytesRead));
            total += bytesRead;
            if (total > max)
                return tooBig(max);
            if (bytesRead < want)
                break;
            want = Math.min(64 * 1024, max + 1 - total);
        }
        const bytes = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total);
        options.kept?.(bytes, info);
        return decode(bytes);
    }
    catch (error) {
        if (noFollow && error.code === 'ELOOP')
            return io(becameLink);
        return io(ioMessage(error));
    }
    finally {
        if (fd !== undefined)
            closeQuietly(fd);
    }
}
/** Closes a file that was only read: a failed close loses nothing. */
function closeQuietly(fd) {
    try {
        closeSync(fd);
    }
    catch {
        // nothing was written
    }
}
const becameLink = 'became a symbolic link after the folder was listed; agentconf does not follow it';
/** The first read of every listed file goes here; its text is copied out (decoded) at once. */
let scratch;
const SCRATCH_BYTES = 64 * 1024;
/**
 * A listed regular file in one read, without an fstat; undefined when the read fills the scratch
 * buffer, gives nothing, or fails (then `readFileText` reads it the checked way and says what is
 * wrong).
 */
function readListedFile(path, max, noFollow, opened) {
    let fd;
    try {
        fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | noFollow);
        opened?.(fd);
        scratch ??= Buffer.allocUnsafe(SCRATCH_BYTES);
        const bytesRead = readSync(fd, scratch, 0, SCRATCH_BYTES, null);
        return bytesRead > 0 && bytesRead < SCRATCH_BYTES && bytesRead <= max ? decode(scratch, bytesRead) : undefined;
    }
    catch {
        return undefined;
    }
    finally {
        if (fd !== undefined)
            closeQuietly(fd);
    }
}
/** Standard input, up to `max` bytes; more is refused (`< /dev/zero` ends at once). */
async function readStdin(max) {
    const chunks = [];
    let total = 0;
    try {
        for await (const chunk of process.stdin) {
            const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
            chunks.push(bytes);
            total += bytes.length;
            if (total > max) {
                process.stdin.destroy();
                return tooBig(max);
            }
        }
    }
    catch (error) {
        return io(ioMessage(error));
    }
    return decode(Buffer.concat(chunks, total));
}
/** The encoding of text that is not UTF-8, by byte-order mark or by the NUL bytes around ASCII. */
function wideEncoding(bytes, length) {
    // Not a destructuring: that runs the iterator protocol, once per file in code not yet optimised.
    // Bytes beyond `length` are another file's (a reused buffer): -1 stands for none.
    const a = length > 0 ? bytes[0] : -1;
    const b = length > 1 ? bytes[1] : -1;
    const c = length > 2 ? bytes[2] : -1;
    const d = length > 3 ? bytes[3] : -1;
    if (a === 0xff && b === 0xfe && c === 0 && d === 0)
        return 'UTF-32LE';
    if (a === 0 && b === 0 && c === 0xfe && d === 0xff)
        return 'UTF-32BE';
    if (a === 0xff && b === 0xfe)
        return 'UTF-16LE';
    if (a === 0xfe && b === 0xff)
        return 'UTF-16BE';
    if (length < 4)
        return undefined;
    // Without a mark: JSON and YAML start with ASCII, which the wide encodings pad with NULs.
    if (a !== 0 && b === 0 && c === 0 && d === 0)
        return 'UTF-32LE';
    if (a === 0 && b === 0 && c === 0 && d !== 0)
        return 'UTF-32BE';
    if (a !== 0 && b === 0 && c !== 0 && d === 0)
        return 'UTF-16LE';
    if (a === 0 && b !== 0 && c === 0 && d !== 0)
        return 'UTF-16BE';
    return undefined;
}
/**
 * UTF-8 text (a byte-order mark kept: the parsers skip it), or the wide encoding it is in; of the
 * first `length` bytes (a buffer read into is decoded in place, without a view of it per file).
 */
function decode(bytes, length = bytes.length) {
    const wide = wideEncoding(bytes, length);
    if (wide !== undefined) {
        return {
            error: `is encoded as ${wide}; the agent reads UTF-8 only: convert it (iconv -f ${wide} -t UTF-8)`,
            problem: 'encoding',
        };
    }
    return { text: bytes.toString('utf8', 0, length) };
}
