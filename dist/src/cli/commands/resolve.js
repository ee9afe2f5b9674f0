/** `agentconf resolve`: the effective config of one file. */
import { valueFormats } from '../../format/document.js';
import { resultFormats } from '../../format/index.js';
import { renderingNames } from '../../format/registry.js';
import { defineCommand } from '../command.js';
import { choiceList, commandHelp } from '../help.js';
import { chooseRendering, kindOption } from '../options.js';
import { useColor } from '../stdio.js';
import { UsageError } from '../usage.js';
import { cliVariables, variableOptions } from '../variables.js';
const outputs = renderingNames(valueFormats);
const options = {
    kind: { type: 'string', value: 'ID', help: "the config's kind (default: from the file name, else content)" },
    ...variableOptions,
    output: { type: 'string', default: 'json', value: 'FORMAT', help: `${choiceList(outputs.slice(0, -1), { json: 'default' })} or ${outputs.at(-1)}` },
    out: { type: 'string', short: 'o', value: 'FILE', help: 'write to FILE (atomically) instead of stdout (- is stdout); never the input file' },
    documented: {
        type: 'boolean',
        default: false,
        help: 'channels take the top-level timeouts and TLS settings, as the published\ninterface documents (sink-http 1.0.13 never applies them)',
    },
    'keep-variables': {
        type: 'boolean',
        default: false,
        help: 'leave ${variables} as written, for the agent to expand on\nthe device (YAML to the JSON a device reads)',
    },
    placeholders: {
        type: 'boolean',
        default: false,
        help: "with -o FILE: write the agent's placeholder values (uuid_agent\n00-00-00-00, ...) for variables no --var or --agent-config gives",
    },
};
export const resolve = defineCommand({
    name: 'resolve',
    summary: [['agentconf resolve [options] FILE', 'print the effective config']],
    // Built when asked for: a run that prints no help does not pay for it.
    get usage() {
        return commandHelp({
            usage: ['agentconf resolve [options] FILE'],
            about: `Prints the effective config the agent runs with: defaults filled, channel settings as the
plugin applies them (inherited from the top level where it does so), \${variables} substituted.
A config with errors is not resolved. -o FILE refuses to write the agent's placeholder values
(uuid_agent 00-00-00-00, ...) into a file meant for a device: give the device's values (--var,
--agent-config), keep the variables for the agent (--keep-variables), or --placeholders.`,
            options,
            exitCodes: `Exit codes:
  0  resolved (warnings allowed)
  1  not resolved: errors in the config or in the --agent-config file, or no schema for its kind
  2  usage or I/O problem: unknown option or kind, missing or unreadable file`,
        });
    },
    options,
    async run({ values, positionals }, { version }) {
        if (positionals.length !== 1)
            throw new UsageError('resolve takes exactly one FILE (or -); see agentconf resolve --help');
        const render = chooseRendering(valueFormats, values.output, { noun: 'output' });
        const kind = kindOption(values.kind);
        const { runResolve } = await import('../run/resolve.js');
        return runResolve({
            path: positionals[0],
            ...(kind ? { kind } : {}),
            render,
            ...(values.out !== undefined ? { out: values.out } : {}),
            reading: values.documented ? 'documented' : 'agent',
            keepVariables: values['keep-variables'],
            placeholders: values.placeholders,
            ...(await cliVariables(values['agent-config'], values.var)),
            ...(values['agent-config'] === undefined ? {} : { agentConfigPath: values['agent-config'] }),
            report: resultFormats.text,
            color: await useColor(2),
            version,
        });
    },
});
