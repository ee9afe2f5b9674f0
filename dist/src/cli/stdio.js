/**
 * Output to the standard streams without building Node's stream objects: `process.stdout` loads
 * and sets up the whole streams machinery on first use, a cost of several milliseconds that a
 * one-file lint in CI would pay on every run.
 */
import { fstatSync, statSync, writeSync } from 'node:fs';
import { ioMessage } from '../core/io-message.js';
/**
 * Whether output on `fd` is coloured, as the conventions say, first rule that applies:
 * 1. NO_COLOR set and not empty (no-color.org): no colour;
 * 2. FORCE_COLOR set: colour, unless it is `0` or `false` (as Node and chalk read it), even into
 *    a pipe or a file (CI log viewers that render ANSI);
 * 3. TERM=dumb: no colour;
 * 4. otherwise colour on a terminal only.
 */
export async function useColor(fd) {
    const env = process.env;
    if (env.NO_COLOR)
        return false;
    if (env.FORCE_COLOR !== undefined)
        return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
    if (env.TERM === 'dumb')
        return false;
    return isTerminal(fd);
}
/**
 * Whether `fd` is a terminal. Only a character device can be one, and `/dev/null` is not: output
 * to a pipe, a file or `/dev/null` (CI) is told apart without `node:tty`, whose loading sets up
 * Node's network and stream modules (about 3 ms of a one-file lint).
 */
async function isTerminal(fd) {
    try {
        const info = fstatSync(fd);
        if (!info.isCharacterDevice() || info.rdev === statSync('/dev/null', { throwIfNoEntry: false })?.rdev)
            return false;
    }
    catch {
        return false; // a closed descriptor is no terminal
    }
    // Imported here, not at the top: only output to a terminal needs it.
    const { isatty } = await import('node:tty');
    return isatty(fd);
}
/** How much text is encoded and written at a time: output is never held twice whole (string and bytes). */
const CHUNK = 1 << 20;
/**
 * Writes all of `text` to `fd`, encoded a chunk at a time (a chunk never ends between the two
 * halves of a surrogate pair). A descriptor in non-blocking mode (a pipe some parent set up so)
 * may take part of it or none (EAGAIN); the rest then goes through the stream, which waits. A
 * reader that went away (EPIPE, `agentconf lint . | head`) ends the output quietly with the run's
 * own exit code; any other failure (`> /dev/full`) is one line on stderr and exit code 2.
 */
export function writeAll(fd, text) {
    let at = 0;
    let bytes;
    try {
        while (at < text.length) {
            let end = Math.min(at + CHUNK, text.length);
            const last = text.charCodeAt(end - 1);
            if (end < text.length && last >= 0xd800 && last <= 0xdbff)
                end--;
            bytes = Buffer.from(text.slice(at, end), 'utf8');
            at = end;
            while (bytes.length > 0)
                bytes = bytes.subarray(writeSync(fd, bytes));
        }
    }
    catch (error) {
        const code = error.code;
        if (code === 'EPIPE')
            return 'closed';
        if (code !== 'EAGAIN') {
            cannotWrite(fd, error);
            return 'failed';
        }
        const stream = fd === 1 ? process.stdout : process.stderr;
        stream.on('error', (late) => (late.code === 'EPIPE' ? undefined : cannotWrite(fd, late)));
        if (bytes !== undefined && bytes.length > 0)
            stream.write(bytes);
        if (at < text.length)
            stream.write(text.slice(at));
        return 'stream';
    }
    return 'written';
}
/** How much output `OutputWriter` gathers before writing it. */
const BATCH = 1 << 16;
/**
 * Output written as it is made, in batches (a folder lint's report, a file's findings at a time,
 * so a folder of 100,000 configs does not hold its report to the end). Once the reader has gone
 * away or writing failed, the rest is dropped; once a write was handed to Node's stream (see
 * `writeAll`), the rest follows it there, in order.
 */
export class OutputWriter {
    fd;
    pending = '';
    state = 'written';
    constructor(fd) {
        this.fd = fd;
    }
    /** True when writing failed (not when the reader went away): the run's exit code is then 2. */
    get failed() {
        return this.state === 'failed';
    }
    write(text) {
        this.pending += text;
        if (this.pending.length >= BATCH)
            this.flush();
    }
    flush() {
        const text = this.pending;
        this.pending = '';
        if (text === '' || this.state === 'closed' || this.state === 'failed')
            return;
        if (this.state === 'stream')
            (this.fd === 1 ? process.stdout : process.stderr).write(text);
        else
            this.state = writeAll(this.fd, text);
    }
}
function cannotWrite(fd, error) {
    process.exitCode = 2;
    if (fd === 2)
        return; // stderr is gone too: the exit code is all that is left
    try {
        writeSync(2, `agentconf: cannot write the output: ${ioMessage(error)}\n`);
    }
    catch {
        // as above
    }
}
