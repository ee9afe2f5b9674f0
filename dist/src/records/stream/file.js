/** One stream of records from a file or standard input, read whole into one report. */
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { ioMessage } from '../../core/io-message.js';
import { framingNames } from './frames.js';
import { callArgument, thrownReason } from '../../core/arguments.js';
import { isPlainObject, typeName } from '../../core/value.js';
import { readRecordBatches } from './reader.js';
import { RecordReport } from './report.js';
import { atLevel } from '../../core/rule-levels.js';
/** Chunks of 1 MiB: fewer, larger reads cost less per record than the 64 KiB default. */
const CHUNK = 1024 * 1024;
/** What a file that is neither regular nor a folder is, in words. */
function otherFile(info) {
    if (info.isFIFO())
        return 'a FIFO (named pipe)';
    if (info.isCharacterDevice())
        return 'a character device';
    if (info.isBlockDevice())
        return 'a block device';
    return info.isSocket() ? 'a socket' : 'not a regular file';
}
function ioProblem(message) {
    return { severity: 'error', code: 'io/read', message, pointer: '' };
}
/** What is wrong with a caller's source and options, before any file is opened. */
function argumentProblem(source, options) {
    const isSource = isPlainObject(source) && (typeof source.path === 'string' ? source.path.length > 0 : source.stdin === true);
    if (!isSource)
        return callArgument(`the source must be { path } (a non-empty string) or { stdin: true }, not ${typeName(source)}`);
    if (!isPlainObject(options) || typeof options.name !== 'string')
        return callArgument('the options must be an object with a name (a string)');
    if (options.maxProblems !== undefined && (typeof options.maxProblems !== 'number' || !(options.maxProblems >= 0)))
        return callArgument('options.maxProblems must be a number, 0 or more', '/maxProblems');
    if (options.levels !== undefined && !isPlainObject(options.levels))
        return callArgument(`options.levels must be an object of code -> level, not ${typeName(options.levels)}`, '/levels');
    if (options.framing !== undefined && !framingNames.includes(options.framing))
        return callArgument(`unknown framing; framings are ${framingNames.join(', ')}`, '/framing');
    return undefined;
}
/**
 * Reads a stream (a file, or standard input) into a report. An I/O failure (no such file, a
 * folder, a read that fails midway) is a finding of that stream, and `ioFailed` says so.
 */
export async function judgeStreamFile(source, options) {
    // Each argument read once, into a copy: a proxy or getter that throws is a caller's mistake,
    // and one that answers differently the second time cannot slip past the check.
    let wrong;
    let name = '<arguments>';
    try {
        if (isPlainObject(source))
            source = { ...source };
        if (isPlainObject(options))
            options = { ...options };
        if (isPlainObject(options) && typeof options.name === 'string')
            name = options.name;
        wrong = argumentProblem(source, options);
    }
    catch (error) {
        wrong = callArgument(`reading the arguments failed (${thrownReason(error)})`);
    }
    if (wrong) {
        const report = new RecordReport(name);
        report.addProblem(wrong);
        return { result: report.result(), ioFailed: false };
    }
    const report = new RecordReport(options.name, { maxProblems: options.maxProblems, ...(options.levels ? { levels: options.levels } : {}) });
    const onFinding = options.onFinding;
    const tell = onFinding &&
        ((found) => {
            const d = atLevel(found, options.levels);
            if (d !== undefined)
                onFinding(d);
        });
    let stream = process.stdin;
    let handle;
    if ('path' in source) {
        // Opened once, then judged by its descriptor: a path checked and then opened could be swapped
        // for a FIFO in between, and a FIFO opened blocking waits for a writer forever.
        try {
            handle = await open(source.path, constants.O_RDONLY | constants.O_NONBLOCK);
            const info = await handle.stat();
            const refused = info.isFile()
                ? undefined
                : info.isDirectory()
                    ? 'is a folder, not a file'
                    : `is ${otherFile(info)}, not a regular file; agentconf reads only regular files (and - for stdin)`;
            if (refused !== undefined) {
                await handle.close();
                report.addProblem(ioProblem(`cannot read the stream: ${refused}`));
                return { result: report.result(), ioFailed: true };
            }
        }
        catch (error) {
            await handle?.close().catch(() => undefined);
            report.addProblem(ioProblem(`cannot read the stream: ${ioMessage(error)}`));
            return { result: report.result(), ioFailed: true };
        }
        stream = handle.createReadStream({ highWaterMark: CHUNK });
    }
    const stop = options.stop;
    const ended = () => stop?.aborted === true || (options.maxRecords !== undefined && report.counts.records >= options.maxRecords);
    // Ending a live read: the source is destroyed, so a read waiting for bytes returns at once.
    const end = () => stream.destroy?.();
    stop?.addEventListener('abort', end, { once: true });
    try {
        reading: for await (const batch of readRecordBatches(stream, {
            ...(options.framing ? { framing: options.framing } : {}),
            ...(options.agent ? { agent: options.agent } : {}),
        })) {
            for (const event of batch) {
                report.add(event);
                if (tell) {
                    if (event.kind === 'problem')
                        tell(event.diagnostic);
                    else
                        for (const d of event.record.diagnostics)
                            tell({ ...event.record.locate(d), record: report.counts.records - 1 });
                }
                if (ended())
                    break reading;
            }
        }
    }
    catch (error) {
        if (stop?.aborted)
            return { result: report.result(), ioFailed: false };
        report.addProblem(ioProblem(`reading the stream failed after ${report.counts.records} records: ${ioMessage(error)}`));
        return { result: report.result(), ioFailed: true };
    }
    finally {
        stop?.removeEventListener('abort', end);
        // A live read ended early: the source is closed, so nothing keeps waiting for its bytes.
        if (ended())
            end();
        if (handle) {
            stream.destroy();
            await handle.close().catch(() => undefined);
        }
    }
    return { result: report.result(), ioFailed: false };
}
