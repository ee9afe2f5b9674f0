/**
 * `--save FILE`: each request the receiver takes, appended losslessly as one line of an
 * agentconf capture (`capture-format.ts`), for `receive --replay` and `agentconf records` to
 * judge again. The target is a regular file (or nothing yet): a FIFO would wait for a reader with
 * no word, a device is no capture, so both are refused before anything is opened, and the file
 * opened is checked again (non-blocking, so a FIFO put there meanwhile cannot hang the start). A
 * file that holds something else than a capture is refused, so a capture never mixes with it, and
 * so is a file with more than one hard link (another of its names may lie inside `--root`).
 */
import { close, constants, createWriteStream, fstat, open, read } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { basename, dirname, join, sep } from 'node:path';
import { promisify } from 'node:util';
import { CAPTURE_HEADER, captureLine } from './capture-format.js';
// A plain descriptor, not a FileHandle: a FileHandle closes itself when collected, under the stream.
const openFd = promisify(open);
const fstatFd = promisify(fstat);
const closeFd = promisify(close);
const readFd = promisify(read);
/** Why a --save target is refused, in words (the message of the error). */
class CaptureRefusedError extends Error {
}
/**
 * Why `file` may not take the capture: it is one of the files the run reads (the same file,
 * whatever path or link names it) or lies inside a folder the run reads (a deployment's --root,
 * by its real path, so a link into it is no way round); undefined when it may.
 */
async function readByTheRun(file, reads) {
    const target = await stat(file).catch(() => undefined);
    const real = target ? await realpath(file) : join(await realpath(dirname(file)).catch(() => dirname(file)), basename(file));
    for (const read of reads) {
        const info = await stat(read).catch(() => undefined);
        if (info === undefined)
            continue;
        if (info.isDirectory()) {
            const folder = await realpath(read);
            if (real === folder || real.startsWith(folder.endsWith(sep) ? folder : folder + sep))
                return `is inside ${read}, which this run reads; choose a file outside it`;
        }
        else if (target && target.dev === info.dev && target.ino === info.ino) {
            return `is ${read}, which this run reads; choose another file`;
        }
    }
    return undefined;
}
/** What a target that is not a regular file is, for the refusal; undefined for a regular file. */
function notAFile(info) {
    if (info.isFile())
        return undefined;
    if (info.isFIFO())
        return 'is a FIFO (named pipe), which would wait for a reader; --save appends to a regular file';
    if (info.isCharacterDevice() || info.isBlockDevice())
        return 'is a device, not a file; --save appends to a regular file';
    if (info.isDirectory())
        return 'is a folder, not a file';
    return 'is not a regular file; --save appends to a regular file';
}
/**
 * Why a regular file with more than one hard link may not take the capture: another name of it may
 * lie inside a folder the run reads (a link made into `--root`), which no path check can find.
 */
function linked(info) {
    return info.isFile() && info.nlink > 1
        ? `has ${info.nlink} hard links, and another name of it may lie in a folder this run reads; --save appends only to a file with one name`
        : undefined;
}
/**
 * An append-only capture file, opened once. A write that fails (a full disk), or one that would
 * take the file past its size limit, is said once, to `onError`; nothing more is written after it.
 */
export class Capture {
    file;
    stream;
    onError;
    /** The first write error; set, the capture writes nothing more. */
    failed;
    /** Bytes this run may still add. */
    room;
    constructor(file, stream, onError, maxBytes) {
        this.file = file;
        this.stream = stream;
        this.onError = onError;
        this.room = maxBytes;
        stream.on('error', (error) => this.fail(error));
    }
    /**
     * Opens (creating it when needed) for appending, with the capture's first line when the file
     * is empty; rejects with the file-system error, or a {@link CaptureRefusedError} for a target
     * that is no regular file, that the run reads (`reads`: files and folders) or that holds
     * something else than a capture. A run adds at most `maxBytes`.
     */
    static async open(file, onError = () => undefined, reads = [], maxBytes = Number.MAX_SAFE_INTEGER) {
        const before = await stat(file).catch(() => undefined);
        const refused = (before && (notAFile(before) ?? linked(before))) ?? (await readByTheRun(file, reads));
        if (refused)
            throw new CaptureRefusedError(refused);
        const fd = await openFd(file, constants.O_RDWR | constants.O_APPEND | constants.O_CREAT | constants.O_NONBLOCK, 0o666);
        const info = await fstatFd(fd);
        // Looked at again on what was opened: a link made since the first look is found too.
        const problem = notAFile(info) ?? linked(info) ?? (info.size > 0 ? await notACapture(fd) : undefined);
        if (problem) {
            await closeFd(fd);
            throw new CaptureRefusedError(problem);
        }
        const capture = new Capture(file, createWriteStream('', { fd, autoClose: true }), onError, maxBytes);
        if (info.size === 0)
            capture.stream.write(CAPTURE_HEADER + '\n');
        return capture;
    }
    /** Appends one request as one line (one write, so a cut file loses at most its last line). */
    append(request) {
        if (this.failed)
            return;
        const line = captureLine(request);
        if (line.length > this.room) {
            const error = new Error(`the capture reached its size limit (this run may add ${this.room} more bytes, the next request takes ${line.length})`);
            error.code = 'EFBIG';
            this.fail(error);
            return;
        }
        this.room -= line.length;
        this.stream.write(line);
    }
    /** Writes what is buffered and closes the file; a failure is in {@link failed} (and was said), never a rejection. */
    close() {
        if (this.failed) {
            this.stream.destroy();
            return Promise.resolve();
        }
        return new Promise((resolve) => this.stream.end(() => resolve()));
    }
    fail(error) {
        if (this.failed)
            return;
        this.failed = error;
        this.onError(error);
    }
}
/** Why a non-empty file may not take the capture: it does not start with the capture's first line. */
async function notACapture(fd) {
    const head = Buffer.alloc(CAPTURE_HEADER.length);
    const { bytesRead } = await readFd(fd, head, 0, head.length, 0);
    return bytesRead === head.length && head.toString('latin1') === CAPTURE_HEADER
        ? undefined
        : 'holds something else than an agentconf capture; --save appends only to a capture (or a new file)';
}
