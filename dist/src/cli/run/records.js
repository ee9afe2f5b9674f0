import { stdinName } from '../../files/read.js';
import { judgeStreamFile } from '../../records/stream/file.js';
import { summarize } from '../../core/report.js';
import { isCaptureFile } from '../../receive/capture-format.js';
import { exitCodeOf } from './verdict.js';
import { printable } from '../../core/printable.js';
import { writeAll } from '../stdio.js';
import { reportTimestamp } from '../report-time.js';
/** Findings of one code `records -` prints live; past them one line says so, and the report counts them all. */
const MAX_LIVE_PER_CODE = 100;
/**
 * Standard input read live (a socket, `nc -U ... |`): SIGINT, SIGTERM and `--duration` end the
 * read and the report is made of what arrived; each finding is printed to stderr as it arrives,
 * up to `MAX_LIVE_PER_CODE` of a code (100,000 records of 3 bytes printed 26 MB).
 */
function liveStdin(options) {
    const controller = new AbortController();
    const stop = () => controller.abort();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    const timer = options.duration !== undefined ? setTimeout(stop, options.duration * 1000) : undefined;
    const shown = new Map();
    return {
        stop: controller.signal,
        ...(options.count !== undefined ? { maxRecords: options.count } : {}),
        onFinding: (d) => {
            const count = (shown.get(d.code) ?? 0) + 1;
            shown.set(d.code, count);
            if (count > MAX_LIVE_PER_CODE)
                return;
            const line = `${stdinName}: ${d.record !== undefined ? `record ${d.record} ` : ''}${d.severity} ${printable(d.message)} [${d.code}]\n`;
            const last = count === MAX_LIVE_PER_CODE
                ? `${stdinName}: further [${d.code}] findings are not shown live (the first ${MAX_LIVE_PER_CODE} were); the report counts them all\n`
                : '';
            writeAll(2, line + last);
        },
        done() {
            process.removeListener('SIGINT', stop);
            process.removeListener('SIGTERM', stop);
            if (timer)
                clearTimeout(timer);
        },
    };
}
/** Runs the check; returns the text to print and the exit code. */
export async function runRecords(options) {
    const results = [];
    let ioFailed = false;
    for (const path of options.paths) {
        // A FIFO or a device is refused by the reader, which opens the path once and judges the descriptor.
        if (path !== '-' && isCaptureFile(path)) {
            // A capture of `receive --save`: its requests judged as receive judged them, a result per request path.
            const { replayCapture } = await import('../../receive/replay.js');
            const replayed = await replayCapture(path, {
                maxProblems: options.maxProblems,
                ...(options.levels ? { levels: options.levels(path) } : {}),
                ...(options.agent ? { agent: options.agent } : {}),
            });
            results.push(...replayed.results);
            ioFailed ||= replayed.ioFailed;
            continue;
        }
        const source = path === '-' ? { stdin: true } : { path };
        const live = path === '-' ? liveStdin(options) : undefined;
        const { done, ...liveOptions } = live ?? { done: () => undefined };
        const judged = await judgeStreamFile(source, {
            name: path === '-' ? stdinName : path,
            maxProblems: options.maxProblems,
            ...(options.levels ? { levels: options.levels(path) } : {}),
            ...(options.framing ? { framing: options.framing } : {}),
            ...(options.agent ? { agent: options.agent } : {}),
            ...liveOptions,
        }).finally(done);
        results.push(judged.result);
        ioFailed ||= judged.ioFailed;
    }
    const summary = summarize(results);
    const output = options.formatter(results, {
        color: options.color,
        sources: new Map(),
        version: options.version,
        strict: options.strict,
        timestamp: reportTimestamp(),
    });
    return { output, exitCode: exitCodeOf(summary, options.strict, ioFailed) };
}
