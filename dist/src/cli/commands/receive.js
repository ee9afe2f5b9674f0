/** `agentconf receive`: an endpoint for a device's HTTP sink (the work is a bundle of its own, run/receive.ts). */
import { formatNames, resultFormats } from '../../format/index.js';
import { defineCommand } from '../command.js';
import { choiceList, commandHelp, wrap } from '../help.js';
import { agentOption, agentOptionValue, chooseRendering, recordsRelease, defaultMaxProblems, positiveSeconds, requireFolder, strictOption, wholeNumber, } from '../options.js';
import { useColor } from '../stdio.js';
import { UsageError } from '../usage.js';
import { cliVariables, variableOptions } from '../variables.js';
import { runSettings, settingsAgentConfig, settingsOptions, settingsVars } from '../settings/options.js';
const formats = choiceList(formatNames, { text: 'default: findings as they arrive, then the report', json: 'the final report only' });
const options = {
    port: { type: 'string', default: '8080', value: 'N', help: 'port to listen on (default 8080; 0 picks a free one, shown at start-up)' },
    host: { type: 'string', value: 'ADDR', help: 'address to listen on (default 127.0.0.1, loopback only; 0.0.0.0 for devices)' },
    count: { type: 'string', value: 'N', help: 'stop after N posts (the agent posts one record, or one batch, each)' },
    duration: { type: 'string', value: 'SECONDS', help: 'stop after this long' },
    // The one description that needs two lines: the first ends by column 90.
    // No defaults here (format, strict): a value not given comes from the settings file, then the default.
    format: { type: 'string', value: 'FORMAT', help: wrap(formats, 67) },
    save: { type: 'string', value: 'FILE', help: 'append each request, losslessly, to the capture FILE (see --replay)' },
    replay: { type: 'string', value: 'FILE', help: "judge a --save capture's requests again, in order, instead of listening" },
    root: {
        type: 'string',
        value: 'DIR',
        help: 'check the traffic against the deployment in DIR: channel URLs, record\ntypes, format and compression, configured headers',
    },
    var: { ...variableOptions.var, help: 'a variable value for ${NAME} in the deployment (repeatable)' },
    'agent-config': variableOptions['agent-config'],
    agent: {
        ...agentOption,
        help: "the agent release: of the deployment under --root (default 5.2; 5.x: every\n5.x), and of the records (default, or 5.x: each post's User-Agent, else the\nfirst record that tells)",
    },
    reject: { type: 'boolean', default: false, help: 'answer records with errors 422 and undecodable bodies 400 (default 200)' },
    strict: { type: 'boolean', help: strictOption.help },
    config: settingsOptions.config,
    rule: settingsOptions.rule,
    'max-problems': { type: 'string', value: 'N', help: `keep at most N findings per request path (default ${defaultMaxProblems}); all are counted` },
    'max-body': { type: 'string', value: 'MB', help: 'largest body accepted (default 16; decompressed bodies up to 4x that)' },
    timeout: { type: 'string', value: 'SECONDS', help: 'time a client has to send its whole request (default 30)' },
};
export const receive = defineCommand({
    name: 'receive',
    summary: [['agentconf receive [options]', "an endpoint for a device's HTTP sink: check what it posts"]],
    // Built when asked for: a run that prints no help does not pay for it.
    get usage() {
        return commandHelp({
            usage: ['agentconf receive [options]'],
            about: `Listens for what a device's HTTP sink posts and checks every record as it arrives: each POST is
one record or one aggregator batch, JSON or msgpack, gzip when Content-Encoding says so. Prints
problems as they arrive (arrival number, request path, place in the record), and the report of
'agentconf records' when the run ends: after --count posts, after --duration seconds, on
Ctrl-C or SIGTERM, or on POST /stop. GET /report answers the report so far (JSON). --save keeps
every request (path, headers, exact body) in a capture that --replay and 'agentconf records'
judge again with the same verdicts. The settings file (see agentconf lint --help) gives rule
levels, --agent, --var, --agent-config, --format and --strict; the command line wins.`,
            options,
            exitCodes: `Exit codes:
  0  no errors in what arrived (warnings allowed, unless --strict)
  1  errors found (or warnings, with --strict), or no post in a run given --count or
     --duration, or against a --root deployment that routes records (replayed too)
  2  usage problem: unknown option, port in use, unwritable --save file`,
        });
    },
    options,
    async run({ values, positionals }, { version }) {
        if (positionals.length)
            throw new UsageError('receive takes no paths; see agentconf receive --help');
        // The settings file as lint reads it; its per-file overrides and ignore patterns are about
        // files, and a post is none: only its own rules, and the command line's, apply.
        const { settings: file, rules } = await runSettings({ config: values.config, rule: values.rule });
        const defaults = file?.options ?? {};
        const format = values.format ?? defaults.format ?? 'text';
        const formatter = chooseRendering(resultFormats, format, { suggest: true });
        const agentConfig = settingsAgentConfig(file, values['agent-config']);
        const { settings, overrides, findings } = await cliVariables(agentConfig, settingsVars(file, values.var), values.root !== undefined ? [values.root] : []);
        const port = wholeNumber('--port', values.port, 0, 65535);
        const count = wholeNumber('--count', values.count, 1);
        const duration = positiveSeconds('--duration', values.duration);
        const timeout = positiveSeconds('--timeout', values.timeout);
        const maxBody = wholeNumber('--max-body', values['max-body'], 1);
        const maxProblems = wholeNumber('--max-problems', values['max-problems'], 0) ?? defaultMaxProblems;
        const root = values.root === undefined ? undefined : requireFolder(values.root);
        const target = agentOptionValue(values.agent ?? defaults.agent);
        const agent = recordsRelease(target);
        if (values.replay !== undefined) {
            const live = ['save', 'count', 'duration', 'host', 'reject'].find((n) => values[n] !== undefined && values[n] !== false);
            if (live)
                throw new UsageError(`--replay reads a capture instead of listening; --${live} does not go with it`);
        }
        const { runReceive } = await import('../run/receive.js');
        const { output, exitCode } = await runReceive({
            port,
            ...(values.host !== undefined ? { host: values.host } : {}),
            ...(count !== undefined ? { count } : {}),
            ...(duration !== undefined ? { duration } : {}),
            ...(values.save !== undefined ? { save: values.save } : {}),
            ...(values.replay !== undefined ? { replay: values.replay } : {}),
            ...(root !== undefined ? { root } : {}),
            ...(agentConfig !== undefined ? { agentConfig } : {}),
            ...(agent !== undefined ? { agent } : {}),
            ...(target !== undefined ? { deploymentAgent: target } : {}),
            reject: values.reject,
            strict: values.strict ?? defaults.strict ?? false,
            levels: rules.levelsFor('', true),
            maxProblems,
            settings,
            overrides,
            findings,
            limits: {
                ...(timeout !== undefined ? { timeout } : {}),
                ...(maxBody !== undefined ? { maxBody: maxBody * 2 ** 20, maxDecoded: 4 * maxBody * 2 ** 20 } : {}),
            },
            formatter,
            live: format === 'text',
            color: await useColor(1),
            version,
        });
        return { stdout: output, exitCode };
    },
});
