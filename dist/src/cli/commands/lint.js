/** `agentconf lint`: configs, folders, stdin, or a whole deployment (`--root`). */
import { formatNames, resultFormats } from '../../format/index.js';
import { plural } from '../../format/wording.js';
import { defineCommand } from '../command.js';
import { checkExitCodes, choiceList, commandHelp } from '../help.js';
import { agentOption, agentOptionValue, chooseRendering, kindOption, requireFolder, strictOption, wholeNumber } from '../options.js';
import { runLint } from '../run/lint.js';
import { useColor } from '../stdio.js';
import { UsageError } from '../usage.js';
import { boundText } from '../../core/message.js';
import { printable } from '../../core/printable.js';
import { cliVariables, variableOptions } from '../variables.js';
import { runSettings, settingsAgentConfig, settingsOptions, settingsVars } from '../settings/options.js';
import { writeOutput, WriteRefusedError } from '../../files/write.js';
import { deploymentFile, inputAt } from '../../files/inputs.js';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
/** The cache file's name (src/lint/cache.ts holds the cache itself, loaded only with --cache). */
const defaultCacheName = '.agentconfcache';
// A lint of files is what CI runs on every push: loaded with the command. A deployment's check
// is loaded when asked for.
const deployment = () => import('../run/deployment.js');
const options = {
    kind: { type: 'string', value: 'ID', help: 'check every input as this kind (default: from the file name, else content)' },
    format: { type: 'string', value: 'FORMAT', help: choiceList(formatNames, { text: 'default' }) },
    // No defaults here: a value not given comes from the settings file, then the default.
    strict: { type: 'boolean', help: strictOption.help },
    quiet: { type: 'boolean', help: 'report errors only' },
    ...variableOptions,
    'no-ignore': { type: 'boolean', help: 'check what ignore patterns leave out (--ignore-pattern, "ignorePatterns")' },
    'error-on-non-config': {
        type: 'boolean',
        help: 'in a folder, a JSON or YAML file that is no agent config (package.json,\na file with no member of any kind) is an error, not skipped',
    },
    root: { type: 'string', value: 'DIR', help: "lint the deployment in DIR (the agent's persistent-state folder)" },
    agent: agentOption,
    fix: {
        type: 'boolean',
        default: false,
        help: 'apply the fixes that have one right answer (a value in the wrong case,\na known misspelling, a misspelt key), rewriting the files in place',
    },
    'fix-dry-run': { type: 'boolean', default: false, help: 'print those fixes as a unified diff and write nothing\n(exit code 1 when a file would change)' },
    ...settingsOptions,
    'stdin-filename': {
        type: 'string',
        value: 'NAME',
        help: 'the name standard input goes by: its kind, its format\nand its place in messages and ignore patterns',
    },
    'output-file': { type: 'string', short: 'o', value: 'FILE', help: 'write the report to FILE (atomically) instead of stdout' },
    cache: { type: 'boolean', help: "take the results of files unchanged since the last --cache run\nfrom a cache file, and save this run's there" },
    'cache-location': {
        type: 'string',
        value: 'PATH',
        help: `the cache file, or a folder to keep ${defaultCacheName} in\n(default: ${defaultCacheName} in the current folder)`,
    },
    'cache-strategy': {
        type: 'string',
        value: 'HOW',
        help: 'how a file is found unchanged: metadata (size and time, else the\nhash of its text; the default) or content (always the hash)',
    },
    concurrency: {
        type: 'string',
        value: 'N',
        help: 'threads to check files on: off (one, the default), a number, or auto\n(a thread per 5,000 files, at most one per core and four)',
    },
};
export const lint = defineCommand({
    name: 'lint',
    summary: [
        ['agentconf lint [options] PATH...', 'check config files, folders (recursive) or - (stdin)'],
        ['agentconf lint --root DIR [options]', 'check a whole deployment (plugins.d/ and its configs)'],
    ],
    // Built when asked for: a run that prints no help does not pay for it.
    get usage() {
        return commandHelp({
            usage: ['agentconf lint [options] PATH...'],
            about: `Checks each config (*.json, *.yaml, *.yml; folders recursively; - reads stdin) and reports
every problem with its position. Settings (rule levels, per-file overrides, ignore patterns,
default options) come from .agentconf.json/.yaml/.yml, found from this folder upwards, or
--config FILE; the command line wins over them. 'agentconf rules CODE' explains a code.`,
            options,
            exitCodes: checkExitCodes,
        });
    },
    options,
    async run({ values, positionals }, { version, out }) {
        const { settings: file, rules, maxWarnings } = await runSettings(values);
        const defaults = file?.options ?? {};
        const formatter = chooseRendering(resultFormats, values.format ?? defaults.format ?? 'text', { suggest: true });
        const kind = kindOption(values.kind);
        // The file's --agent is for deployments: a lint of files in the same repository ignores it.
        const agent = agentOptionValue(values.agent ?? (values.root !== undefined ? defaults.agent : undefined));
        const folders = values.root !== undefined ? [values.root] : positionals;
        const agentConfig = settingsAgentConfig(file, values['agent-config']);
        const { variables, settings, overrides, findings } = await cliVariables(agentConfig, settingsVars(file, values.var), folders);
        const output = values['output-file'];
        const fix = values.fix ? 'write' : values['fix-dry-run'] ? 'dry-run' : undefined;
        if (values.fix && values['fix-dry-run'])
            throw new UsageError('--fix and --fix-dry-run exclude each other');
        const shared = {
            formatter,
            strict: values.strict ?? defaults.strict ?? false,
            quiet: values.quiet ?? defaults.quiet ?? false,
            // A report written to a file is never coloured.
            color: output === undefined && (await useColor(1)),
            version,
            variables,
            findings,
            rules,
            ...(maxWarnings === undefined ? {} : { maxWarnings }),
        };
        if (values['stdin-filename'] !== undefined && !positionals.includes('-'))
            throw new UsageError('--stdin-filename names standard input: give - as a path');
        const cache = cacheOption(values);
        if (cache && values.root !== undefined)
            throw new UsageError('--cache applies to files and folders, not to --root');
        if (cache && fix)
            throw new UsageError('--cache keeps the results of a lint; --fix rewrites files: run them apart');
        const concurrency = concurrencyOption(values.concurrency);
        if (output !== undefined)
            refuseInputTarget(output, values.root, [...positionals, ...(agentConfig ? [agentConfig] : []), ...(file ? [file.path] : [])]);
        if (cache && concurrency !== 'off' && concurrency !== 1)
            throw new UsageError('--cache checks files on one thread; give no --concurrency with it');
        if (cache && output !== undefined && resolve(output) === resolve(cache.location))
            throw new UsageError(`-o and --cache-location name the same file (${output}); the report would replace the cache`);
        let run;
        if (values.root !== undefined) {
            if (fix)
                throw new UsageError('--fix applies to config files; give their paths instead of --root');
            if (positionals.length)
                throw new UsageError('--root checks a whole deployment; give no other paths with it');
            if (kind)
                throw new UsageError("--kind does not apply to --root: each plugin's kind comes from its loader");
            if (values['error-on-non-config'])
                throw new UsageError('--error-on-non-config applies to folders, not to --root');
            if (values.concurrency !== undefined)
                throw new UsageError('--concurrency applies to files and folders, not to --root');
            const root = requireFolder(values.root);
            run = await (await deployment()).runDeploymentCommand({ ...shared, settings, overrides, root, agent, mode: 'lint' });
        }
        else {
            if (agent)
                throw new UsageError('--agent applies to a deployment (--root DIR)');
            if (values.concurrency !== undefined && fix)
                throw new UsageError('--fix checks files one at a time; give no --concurrency with it');
            if (positionals.length === 0)
                throw new UsageError('lint needs a file, a folder or - (stdin); see agentconf lint --help');
            if (fix === 'write' && positionals.includes('-'))
                throw new UsageError('--fix rewrites files; standard input is none (use --fix-dry-run)');
            const stdinFilename = values['stdin-filename'];
            // To standard output, the report is written as it is made (a folder of 100,000 configs does
            // not hold it to the end); to a file, it is written whole, atomically.
            const writer = output === undefined ? out : undefined;
            run = await runLint({
                ...shared,
                paths: positionals,
                ...(kind ? { kind } : {}),
                ...(values['error-on-non-config'] ? { errorOnNonConfig: true } : {}),
                ...(values['no-ignore'] ? { noIgnore: true } : {}),
                ...(stdinFilename ? { stdinFilename } : {}),
                ...(fix ? { fix } : {}),
                concurrency,
                ...(cache ? { cache } : {}),
                ...(writer ? { write: (text) => writer.write(text) } : {}),
            });
        }
        const tooMany = run.tooManyWarnings === undefined ? undefined : `agentconf: ${plural(run.tooManyWarnings, 'warning')}, more than --max-warnings ${maxWarnings} allows\n`;
        const stderr = run.notes === undefined && tooMany === undefined ? undefined : `${run.notes ?? ''}${tooMany ?? ''}`;
        if (output === undefined)
            return { stdout: run.output, ...(stderr ? { stderr } : {}), exitCode: run.exitCode };
        const inputs = [...positionals, ...(agentConfig ? [agentConfig] : [])];
        await writeOutput(output, run.output, inputs).catch((error) => {
            throw error instanceof WriteRefusedError ? new UsageError(error.message) : error;
        });
        return { stdout: '', ...(stderr ? { stderr } : {}), exitCode: run.exitCode };
    },
});
/**
 * `-o FILE` naming a file the lint reads, however it reaches it (named, found in a folder walk, a
 * file of the deployment of --root, the settings file): refused before anything is checked or
 * written, exit 2.
 */
function refuseInputTarget(output, root, named) {
    const input = root !== undefined ? (inputAt(output, named) ?? inputAt(output, [root], deploymentFile)) : inputAt(output, named);
    if (input === undefined)
        return;
    const found = named.includes(input)
        ? ''
        : root !== undefined
            ? ` (a file of the deployment in ${printable(root)})`
            : ` (${printable(input)}, in a folder given)`;
    throw new UsageError(`-o ${printable(output)} names a file this lint reads${found}: the report would replace it; write it elsewhere`);
}
/** `--concurrency`: `off` (the default), `auto`, or a number of threads from 1 to 64. */
function concurrencyOption(text) {
    if (text === undefined || text === 'auto' || text === 'off')
        return text ?? 'off';
    if (!/^\d+$/.test(text))
        throw new UsageError(`--concurrency takes a number of threads, auto or off, not ${JSON.stringify(boundText(text, 80))}`);
    return wholeNumber('--concurrency', text, 1, 64);
}
/** `--cache`, `--cache-location`, `--cache-strategy`: where the cache is and how it compares files. */
function cacheOption(values) {
    const location = values['cache-location'];
    const strategy = values['cache-strategy'];
    if (!values.cache) {
        if (location !== undefined)
            throw new UsageError('--cache-location applies with --cache');
        if (strategy !== undefined)
            throw new UsageError('--cache-strategy applies with --cache');
        return undefined;
    }
    if (strategy !== undefined && strategy !== 'metadata' && strategy !== 'content')
        throw new UsageError(`--cache-strategy takes metadata or content, not ${JSON.stringify(boundText(strategy, 80))}`);
    if (location === '')
        throw new UsageError('--cache-location needs a path');
    const inFolder = location !== undefined && (/[\\/]$/.test(location) || (existsSync(location) && statSync(location).isDirectory()));
    return {
        location: location === undefined ? defaultCacheName : inFolder ? join(location, defaultCacheName) : location,
        strategy: strategy ?? 'metadata',
    };
}
