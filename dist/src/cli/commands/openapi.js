/** `agentconf openapi API`: a published OpenAPI document (read by a bundle of its own, run/openapi.ts). */
import { apiNames, isApiName } from '../../files/published.js';
import { jsonTextFormats } from '../../format/document.js';
import { renderingNames } from '../../format/registry.js';
import { defineCommand } from '../command.js';
import { choiceList, commandHelp, optionSynopsis } from '../help.js';
import { chooseRendering, didYouMean } from '../options.js';
import { UsageError } from '../usage.js';
const outputs = renderingNames(jsonTextFormats);
/** `datafeeds, events or integrator`. */
const apis = `${apiNames.slice(0, -1).join(', ')} or ${apiNames.at(-1)}`;
const options = {
    output: {
        type: 'string',
        default: 'json',
        value: 'FORMAT',
        choices: outputs,
        help: `${choiceList(outputs.slice(0, -1), { json: 'default, as generated' })} or ${outputs.at(-1)}`,
    },
};
export const openapi = defineCommand({
    name: 'openapi',
    summary: [['agentconf openapi API', `print the OpenAPI 3.1 document of ${apis}`]],
    // Built when asked for: a run that prints no help does not pay for it.
    get usage() {
        return commandHelp({
            usage: [`agentconf openapi ${apiNames.join('|')} ${optionSynopsis(options)}`],
            about: `Prints the OpenAPI 3.1 document of one of the three HTTP APIs (JSON by default), for linters,
code generators and mock servers.`,
            options,
        });
    },
    options,
    async run({ values, positionals }) {
        if (positionals.length > 1)
            throw new UsageError(`openapi takes one API: ${apis}`);
        const api = positionals[0];
        if (api === undefined)
            throw new UsageError(`openapi needs an API: ${apiNames.join(', ')}`);
        if (!isApiName(api))
            throw new UsageError(`unknown API ${JSON.stringify(api)}${didYouMean(api, apiNames)}; APIs are ${apiNames.join(', ')}`);
        const render = chooseRendering(jsonTextFormats, values.output, { noun: 'output' });
        const { openApiText } = await import('../run/openapi.js');
        return { stdout: await openApiText(api, render), exitCode: 0 };
    },
});
