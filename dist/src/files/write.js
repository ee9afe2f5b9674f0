/**
 * Writing an output file (the CLI's `-o FILE`). What happens depends on what the target is,
 * documented in the README:
 * - a file the run reads (the config, `--agent-config`, the file behind standard input): refused,
 *   whatever path names it (same device and inode); `/dev/stdin` and its aliases: refused;
 * - a regular file, or nothing yet: written atomically (a temporary file beside it, then one
 *   rename; a reader sees the old file or the new one), keeping an existing file's permission
 *   bits but never setuid, setgid or sticky;
 * - a symbolic link: followed; the file it leads to is replaced as above, the link stays;
 * - a FIFO with a reader (`-o >(cmd)`, `/dev/stdout` in a pipe): written through; a FIFO no one
 *   reads: refused at once, not waited on;
 * - a character device: written through when it is `/dev/null` or the device of the process's
 *   own standard output or error (a terminal, `/dev/stdout`); any other refused;
 * - a file without write permission: refused (not silently replaced);
 * - a folder, a socket, a block device, a broken link: refused.
 * SIGINT, SIGTERM and SIGHUP during the write remove the temporary file before the process ends.
 */
// node:fs/promises is reached through `fs.promises`, which Node loads when first asked for: importing
// it loads readline and file watchers too, 2.3 ms of every start of the command, which mostly writes nothing.
import { constants, fstatSync, promises as fsp, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ioMessage } from '../core/io-message.js';
/** Why the output was not written, in one line (`cannot write out.json: is a folder, not a file`). */
export class WriteRefusedError extends Error {
    name = 'WriteRefusedError';
}
/** `-` is standard input: the file behind it, when it is one. */
async function identity(path) {
    try {
        const info = path === '-' ? fstatSync(0) : await fsp.stat(path);
        if (path === '-' && !info.isFile())
            return undefined;
        return `${info.dev}:${info.ino}`;
    }
    catch {
        return undefined;
    }
}
/** Refuses a target that is one of the files the run reads (same device and inode). */
async function refuseInputs(target, inputs) {
    const id = await identity(target);
    if (id === undefined)
        return;
    for (const input of inputs) {
        if ((await identity(input)) === id)
            throw new WriteRefusedError(`refusing to overwrite the input file ${input === '-' ? 'behind standard input' : input}; choose another -o`);
    }
}
const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const signalNumber = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
// Names of the process's standard input, which is never an output.
const STDIN_ALIAS = /^\/(dev\/stdin|dev\/fd\/0|proc\/(self|thread-self|\d+)\/fd\/0)\/*$/;
/**
 * Writes `text` to `target` (see the rules at the top); never writes onto one of `inputs` (paths,
 * `-` for standard input). Throws `WriteRefusedError` when it does not.
 */
export async function writeOutput(target, text, inputs) {
    const fail = (why) => {
        throw new WriteRefusedError(`cannot write ${target}: ${why}`);
    };
    if (STDIN_ALIAS.test(target))
        fail('is standard input, not a place for output');
    await refuseInputs(target, inputs);
    let info;
    let path = target;
    try {
        info = await fsp.lstat(target);
        if (info.isSymbolicLink()) {
            // `/dev/stdout` in a pipe leads to `pipe:[...]`, no path: the link itself is opened then.
            const pipe = await fsp.stat(target).then((s) => (s.isFIFO() || s.isCharacterDevice() ? s : undefined), () => undefined);
            path = pipe ? target : await fsp.realpath(target).catch(() => fail('is a symbolic link that leads nowhere (or loops)'));
            info = pipe ?? (await fsp.stat(path));
        }
    }
    catch (error) {
        if (error instanceof WriteRefusedError)
            throw error;
        if (error.code !== 'ENOENT')
            fail(ioMessage(error));
        info = undefined;
    }
    if (info?.isFIFO())
        return writeToFifo(path, text, fail);
    if (info?.isCharacterDevice()) {
        if (!isOwnDevice(info))
            fail('is a device; agentconf writes to files, /dev/null and its own standard output or error only');
        return writeThrough(path, text, fail);
    }
    if (info?.isDirectory())
        fail('is a folder, not a file');
    if (info !== undefined && !info.isFile())
        fail('is neither a regular file, a character device nor a FIFO');
    if (info !== undefined) {
        // No write bit at all is read-only whoever runs (root's access() would say yes).
        const readOnly = (info.mode & 0o222) === 0 ||
            !(await fsp.access(path, constants.W_OK).then(() => true, () => false));
        if (readOnly)
            fail('is read-only; agentconf does not replace a file it may not write');
    }
    await replaceAtomically(path, text, info?.mode, fail);
}
/** Whether a character device is /dev/null or the one behind the process's stdout or stderr. */
function isOwnDevice(info) {
    const same = (other) => other !== undefined && other.isCharacterDevice() && other.rdev === info.rdev;
    const fdInfo = (fd) => {
        try {
            return fstatSync(fd);
        }
        catch {
            return undefined;
        }
    };
    return same(statSync('/dev/null', { throwIfNoEntry: false })) || same(fdInfo(1)) || same(fdInfo(2));
}
/**
 * A FIFO is written only when something reads it: opened non-blocking first, which fails at once
 * (ENXIO) without a reader, where a blocking open would wait with no word and no end.
 */
async function writeToFifo(path, text, fail) {
    let probe;
    try {
        probe = await fsp.open(path, constants.O_WRONLY | constants.O_NONBLOCK);
    }
    catch (error) {
        if (error.code === 'ENXIO')
            fail('is a FIFO (named pipe) that no one reads; agentconf does not wait for a reader');
        fail(ioMessage(error));
    }
    // Kept open until the text is written: closed first, it would be the end of the input for a
    // reader such as `cat`, which would then leave, and the open that writes would wait for ever.
    try {
        return await writeThrough(path, text, fail);
    }
    finally {
        await probe?.close();
    }
}
async function writeThrough(path, text, fail) {
    try {
        const handle = await fsp.open(path, constants.O_WRONLY);
        try {
            await writeInPieces(handle, text);
        }
        finally {
            await handle.close();
        }
    }
    catch (error) {
        fail(ioMessage(error));
    }
}
/** The text, or each of its pieces in turn (a cache of 100,000 files is not made one string first). */
async function writeInPieces(handle, text) {
    // Each writeFile writes on from where the last one ended, whole.
    for (const piece of typeof text === 'string' || Buffer.isBuffer(text) ? [text] : text)
        await handle.writeFile(piece);
}
/**
 * A temporary file beside `path` holding `text`, with the old file's permission bits (`mode`) and
 * what `keep` says, renamed over `path`. On any failure the temporary file is removed and `fail`
 * is called with the reason.
 */
export async function replaceAtomically(path, text, mode, fail, keep = {}) {
    const temp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
    const cleanUp = (signal) => {
        rmSync(temp, { force: true });
        process.exit(128 + signalNumber[signal]);
    };
    for (const signal of signals)
        process.on(signal, cleanUp);
    try {
        // The permission bits only: a setuid or setgid bit kept on a file just rewritten by
        // whoever ran agentconf would hand that user's rights on.
        const handle = await fsp.open(temp, 'wx', mode === undefined ? 0o666 : mode & 0o777);
        try {
            await writeInPieces(handle, text);
        }
        finally {
            await handle.close();
        }
        if (keep.owner) {
            const { uid, gid } = keep.owner;
            await fsp
                .chown(temp, uid, gid)
                .catch((error) => fail(`cannot give the new file the owner and group of the old (${ioMessage(error)}); left as it is`));
        }
        // After chown, which clears setuid and setgid but may also drop bits some systems tie to them.
        if (mode !== undefined)
            await fsp.chmod(temp, mode & 0o777);
        await keep.beforeRename?.();
        await fsp.rename(temp, path);
    }
    catch (error) {
        await fsp.rm(temp, { force: true });
        if (error instanceof WriteRefusedError)
            throw error;
        fail(ioMessage(error));
    }
    finally {
        for (const signal of signals)
            process.off(signal, cleanUp);
    }
}
