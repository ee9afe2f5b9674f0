/** `agentconf kinds`: the kinds of plugin config agentconf checks. */
import { kindsFormats } from '../../format/kinds.js';
import { renderingNames } from '../../format/registry.js';
import { kinds as allKinds } from '../../plugins/kinds.js';
import { defineCommand } from '../command.js';
import { choiceList, commandHelp, optionSynopsis } from '../help.js';
import { chooseRendering } from '../options.js';
import { UsageError } from '../usage.js';
const formats = renderingNames(kindsFormats);
const options = {
    format: { type: 'string', default: 'text', value: 'FORMAT', choices: formats, help: choiceList(formats, { text: 'default' }) },
};
export const kinds = defineCommand({
    name: 'kinds',
    summary: [['agentconf kinds', 'list the kinds']],
    // Built when asked for: a run that prints no help does not pay for it.
    get usage() {
        return commandHelp({
            usage: [`agentconf kinds ${optionSynopsis(options)}`],
            about: 'Lists the kinds of plugin config agentconf checks.',
            options,
        });
    },
    options,
    async run({ values, positionals }) {
        if (positionals.length)
            throw new UsageError('kinds takes no arguments');
        return { stdout: chooseRendering(kindsFormats, values.format, { command: 'kinds' })(allKinds), exitCode: 0 };
    },
});
