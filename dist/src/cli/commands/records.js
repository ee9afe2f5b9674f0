/** `agentconf records`: streams of telemetry records (the work is a bundle of its own, run/records.ts). */
import { formatNames, resultFormats } from '../../format/index.js';
import { framingNames } from '../../records/stream/frames.js';
import { defineCommand } from '../command.js';
import { checkExitCodes, choiceList, commandHelp } from '../help.js';
import { agentOption, agentOptionValue, chooseRendering, recordsRelease, defaultMaxProblems, didYouMean, strictOption, wholeNumber } from '../options.js';
import { useColor } from '../stdio.js';
import { UsageError } from '../usage.js';
import { runSettings, settingsOptions } from '../settings/options.js';
const options = {
    framing: { type: 'string', value: 'NAME', help: `force a framing: ${framingNames.join(', ')}` },
    agent: {
        ...agentOption,
        help: 'the agent release the records come from: 5.0 or 5.2 (default, or 5.x:\ndetected per stream from the first record that tells)',
    },
    // No defaults here (format, strict): a value not given comes from the settings file, then the default.
    format: { type: 'string', value: 'FORMAT', help: choiceList(formatNames, { text: 'default, groups repeats' }) },
    'max-problems': { type: 'string', value: 'N', help: `keep at most N findings per stream (default ${defaultMaxProblems}); all are counted` },
    count: { type: 'string', value: 'N', help: 'reading - live: stop after N records and report' },
    duration: { type: 'string', value: 'SECONDS', help: 'reading - live: stop after SECONDS and report (SIGINT and SIGTERM report too)' },
    strict: { type: 'boolean', help: strictOption.help },
    config: settingsOptions.config,
    rule: settingsOptions.rule,
};
function framingOption(framing) {
    if (framing !== undefined && !framingNames.includes(framing)) {
        throw new UsageError(`unknown framing ${JSON.stringify(framing)}${didYouMean(framing, framingNames)}; framings are ${framingNames.join(', ')}`);
    }
    return framing;
}
export const records = defineCommand({
    name: 'records',
    summary: [['agentconf records [options] PATH...', 'check streams of telemetry records (files or - for stdin)']],
    // Built when asked for: a run that prints no help does not pay for it.
    get usage() {
        return commandHelp({
            usage: ['agentconf records [options] PATH... | -'],
            about: `Checks every telemetry record of each stream the agent's sinks produce (a capture file, a
sink-log file, - for stdin such as a socket) and reports each bad record by index and place.
Framings are told from the first bytes: NDJSON, JSON values one after another (compact or
pretty-printed), a JSON array, msgpack; {"length":N} headers in any of them; gzip of any.
The settings file (see agentconf lint --help) gives rule levels, --agent, --format and --strict;
the command line wins.`,
            options,
            exitCodes: checkExitCodes,
        });
    },
    options,
    async run({ values, positionals }, { version }) {
        // The settings file as lint reads it: its rules, its per-file overrides matched against each
        // stream's path (standard input takes the file's own rules), and the options records has.
        // Ignore patterns leave files out of lint's walks; records reads only the paths it is given.
        const { settings: file, rules } = await runSettings({ config: values.config, rule: values.rule });
        const defaults = file?.options ?? {};
        const formatter = chooseRendering(resultFormats, values.format ?? defaults.format ?? 'text', { suggest: true });
        const framing = framingOption(values.framing);
        const agent = recordsRelease(agentOptionValue(values.agent ?? defaults.agent));
        const maxProblems = wholeNumber('--max-problems', values['max-problems'], 0) ?? defaultMaxProblems;
        const count = wholeNumber('--count', values.count, 1);
        const duration = wholeNumber('--duration', values.duration, 1, 2_000_000);
        if (positionals.length === 0)
            throw new UsageError('records needs a file or - (stdin); see agentconf records --help');
        if (positionals.filter((p) => p === '-').length > 1)
            throw new UsageError('stdin (-) can be read only once');
        const { runRecords } = await import('../run/records.js');
        const { output, exitCode } = await runRecords({
            paths: positionals,
            ...(framing !== undefined ? { framing } : {}),
            ...(agent !== undefined ? { agent } : {}),
            maxProblems,
            ...(count !== undefined ? { count } : {}),
            ...(duration !== undefined ? { duration } : {}),
            formatter,
            strict: values.strict ?? defaults.strict ?? false,
            levels: (path) => rules.levelsFor(path, path === '-'),
            color: await useColor(1),
            version,
        });
        return { stdout: output, exitCode };
    },
});
