/**
 * `agentconf receive`: starts the receiver, prints findings as they arrive (text) and the final
 * report when the run ends (a count, a duration, POST /stop, SIGINT or SIGTERM). Status lines go
 * to stderr, so stdout holds findings and the report only.
 */
import { lintDeployment } from '../../deploy/index.js';
import { formatArrival } from '../../format/arrival.js';
import { printable } from '../../format/ansi.js';
import { formatJson } from '../../format/json.js';
import { plural } from '../../format/wording.js';
import { noPostsResult, ReceiveStartError, startReceiver, } from '../../receive/index.js';
import { ioMessage } from '../../core/io-message.js';
import { applyRuleLevels } from '../../core/rule-levels.js';
import { summarize } from '../../core/report.js';
import { UsageError } from '../usage.js';
import { addFindings } from './lint.js';
import { exitCodeOf } from './verdict.js';
import { reportTimestamp } from '../report-time.js';
import { updateIntervalOf } from '../../receive/update-interval.js';
import { readFile } from 'node:fs/promises';
/** The `update_interval` the --agent-config file sets, for the `agent_status` cadence (read already by the variables: unreadable is said there). */
async function agentUpdateInterval(file) {
    if (file === undefined)
        return {};
    const interval = updateIntervalOf(await readFile(file, 'utf8').catch(() => ''));
    return interval === undefined ? {} : { updateInterval: interval };
}
/** Runs until the receiver stops; returns the final report and the exit code. */
export async function runReceive(command) {
    const options = {
        port: command.port,
        ...(command.host !== undefined ? { host: command.host } : {}),
        ...(command.count !== undefined ? { count: command.count } : {}),
        ...(command.duration !== undefined ? { duration: command.duration } : {}),
        ...(command.save !== undefined ? { save: command.save } : {}),
        // --save never appends to what the run reads.
        reads: [...(command.agentConfig !== undefined ? [command.agentConfig] : []), ...(command.root !== undefined ? [command.root] : [])],
        reject: command.reject,
        ...(command.agent !== undefined ? { agent: command.agent } : {}),
        maxProblems: command.maxProblems,
        ...(await agentUpdateInterval(command.agentConfig)),
        levels: command.levels,
        limits: command.limits,
        renderReport: (results) => formatJson(results, { color: false, sources: new Map(), version: '' }),
    };
    if (command.root !== undefined) {
        const { model, results } = await lintDeployment(command.root, {
            settings: command.settings,
            variables: command.overrides,
            ...(command.deploymentAgent !== undefined ? { agent: command.deploymentAgent } : {}),
        });
        options.deployment = model;
        options.deploymentFindings = results;
        // The traffic is checked against the deployment as written; what lint --root finds in it is
        // said in one status line, so a broken config is not taken for a device's fault.
        const found = summarize(results);
        if (found.errors + found.warnings > 0) {
            process.stderr.write(`agentconf receive: the deployment in ${command.root} has ${plural(found.errors, 'error')} and ${plural(found.warnings, 'warning')} of its own (see agentconf lint --root)\n`);
        }
    }
    if (command.replay !== undefined)
        return replay(command, command.replay, options);
    // Output that cannot be written (a reader gone, a full disk) ends the run: one line, no stack.
    let outputError;
    let receiver;
    const outputFailed = (error) => {
        if (outputError)
            return;
        outputError = error;
        void receiver?.stop('output-failed');
    };
    const line = command.live ? liveLine(command) : undefined;
    const onFindings = line && ((f) => void (outputError === undefined && line(f)));
    if (command.live)
        process.stdout.on('error', outputFailed);
    // Status lines on a stderr that is gone are lost; the exit code still tells.
    process.stderr.on('error', () => undefined);
    try {
        receiver = await startReceiver(options, onFindings);
    }
    catch (error) {
        if (error instanceof ReceiveStartError)
            throw new UsageError(error.message);
        throw error;
    }
    // Before the banner: whoever reads it may signal at once.
    const stop = () => void receiver.stop('signal');
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    const loopback = !receiver.url.startsWith('http://0.0.0.0') && !receiver.url.startsWith('http://[::]');
    process.stderr.write(`agentconf receive: listening on ${receiver.url}${loopback && command.host === undefined ? ' (loopback only; --host 0.0.0.0 accepts devices)' : ''}\n` +
        `  point a sink-http channel at it: "url": "${receiver.deviceUrl}<path>"\n` +
        `  stop with Ctrl-C, POST ${receiver.url}stop${command.count !== undefined ? `, after ${command.count} posts` : ''}${command.duration !== undefined ? `, after ${command.duration / 1000} s` : ''}\n`);
    const reason = await receiver.done;
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    const saveError = receiver.saveError();
    if (saveError !== undefined)
        process.stderr.write(`agentconf receive: cannot write ${command.save}: ${saveError}; records after that were not saved\n`);
    const posts = receiver.posts();
    const traffic = receiver.results();
    // A run that was to see posts (a deployment that routes records, a count or a time limit: a CI job against a lab device) fails without one.
    const none = noPostsResult(posts, { ...expectedBy(command, options), ...limitOf(command) });
    if (none)
        traffic.push(none);
    const { output, exitCode } = finalReport(command, traffic, posts, (records) => `stopped (${reasonText[reason]}) after ${posts} posts, ${records} records`);
    if (outputError) {
        // A reader that went away ends the output quietly with the run's own exit code, as in the other commands.
        if (outputError.code === 'EPIPE')
            return { output: '', exitCode };
        process.stderr.write(`agentconf receive: cannot write the output: ${ioMessage(outputError)}\n`);
        return { output: '', exitCode: 2 };
    }
    return { output, exitCode: saveError !== undefined ? 2 : exitCode };
}
/** The limit a live run was given, for `receive/no-posts`. */
function limitOf(command) {
    if (command.count !== undefined)
        return { limit: `--count ${command.count}` };
    if (command.duration !== undefined)
        return { limit: `--duration ${command.duration / 1000}` };
    return {};
}
/** The deployment a run checks against, for `receive/no-posts`: live and replay decide it alike. */
function expectedBy(command, options) {
    return options.deployment && command.root !== undefined ? { deployment: { model: options.deployment, root: command.root } } : {};
}
/** The report of what arrived, in the command's format, and the run's exit code. */
function finalReport(command, traffic, posts, status) {
    const results = [];
    const sources = new Map();
    addFindings(command.findings, results, sources);
    results.push(...traffic);
    // The reports of request paths counted their findings at their levels already; the others
    // (--var and --agent-config findings, no posts) take them here.
    for (const [i, r] of results.entries()) {
        if (r.records !== undefined)
            continue;
        const diagnostics = applyRuleLevels(r.diagnostics, command.levels);
        if (diagnostics !== r.diagnostics)
            results[i] = { ...r, diagnostics };
    }
    const counted = summarize(results);
    // Nothing arrived: the report still has the records members of its contract, at zero.
    const summary = counted.records !== undefined
        ? counted
        : { files: counted.files, records: 0, invalid: 0, errors: counted.errors, warnings: counted.warnings, infos: counted.infos, types: {} };
    process.stderr.write(`agentconf receive: ${status(summary.records ?? 0)}\n`);
    const context = { color: command.color, sources, version: command.version, summary, strict: command.strict, timestamp: reportTimestamp() };
    // The text report of a run that got nothing says so, rather than "0 files checked".
    const output = command.live && posts === 0 ? (results.length ? command.formatter(results, context) : '') + 'no posts received\n' : command.formatter(results, context);
    return { output: command.live ? output + arrivals(traffic) : output, exitCode: exitCodeOf(summary, command.strict) };
}
/** Which records arrived where, a line per request path: `  /flows  176 records: 106 flow_purge, 70 flow_stats`. */
function arrivals(traffic) {
    const paths = traffic.filter((r) => r.records !== undefined && r.records.records > 0);
    if (paths.length === 0)
        return '';
    const width = Math.max(...paths.map((r) => printable(r.file).length));
    const lines = paths.map((r) => {
        const types = Object.entries(r.records.types)
            .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
            .map(([type, n]) => `${n} ${printable(type)}`);
        const untyped = r.records.records - Object.values(r.records.types).reduce((a, b) => a + b, 0);
        if (untyped > 0)
            types.push(`${untyped} without a known type`);
        return `  ${printable(r.file).padEnd(width)}  ${plural(r.records.records, 'record')}: ${types.join(', ')}`;
    });
    return `what arrived where:\n${lines.join('\n')}\n`;
}
/** `--replay FILE`: the capture's requests through the same session, findings printed as they are judged. */
async function replay(command, file, options) {
    const { replayCapture } = await import('../../receive/replay.js');
    const replayed = await replayCapture(file, options, command.live ? liveLine(command) : undefined);
    // A capture with no post, against a deployment that routes records: the live run's verdict.
    const none = replayed.ioFailed ? undefined : noPostsResult(replayed.posts, expectedBy(command, options));
    const results = none ? [...replayed.results, none] : replayed.results;
    const { output, exitCode } = finalReport(command, results, replayed.posts, (records) => `replayed ${replayed.posts} posts from ${file}, ${records} records`);
    return { output, exitCode: replayed.ioFailed ? 2 : exitCode };
}
/** Findings as they arrive, one line each (the text format). */
function liveLine(command) {
    return (f) => {
        const more = f.hidden ? `#- ${printable(f.path)} - ${plural(f.hidden, 'more finding')} of this request not shown (see the report)\n` : '';
        process.stdout.write(formatArrival(f.record, f.path, f.diagnostics, command.color) + more);
    };
}
const reasonText = {
    count: 'post count reached',
    duration: 'time limit reached',
    'stop-request': 'POST /stop',
    signal: 'signal',
    'save-failed': '--save file not writable',
    'output-failed': 'output not writable',
};
