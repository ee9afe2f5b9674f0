/** `agentconf graph --root DIR`: a deployment's processor -> sink/channel edges. */
import { renderGraphMermaid, renderGraphText } from '../../deploy/graph.js';
import { renderingNames } from '../../format/registry.js';
import { renderGraphJson } from '../run/graph-json.js';
import { defineCommand } from '../command.js';
import { choiceList, commandHelp, optionSynopsis } from '../help.js';
import { agentOption, agentOptionValue, chooseRendering, requireFolder } from '../options.js';
import { useColor } from '../stdio.js';
import { UsageError } from '../usage.js';
import { cliVariables, variableOptions } from '../variables.js';
/**
 * The graph's renderings, default first: the deployment library's text and Mermaid, and JSON by
 * its published schema. The checking commands' report formats (sarif, junit, ...) render
 * findings, not a graph: `graph --format sarif` is an unknown format (exit 2).
 */
const graphFormats = {
    text: (graph) => renderGraphText(graph.edges),
    mermaid: (graph) => renderGraphMermaid(graph.edges),
    json: renderGraphJson,
};
const formats = renderingNames(graphFormats);
const options = {
    root: { type: 'string', value: 'DIR', help: "the deployment (the agent's persistent-state folder)" },
    format: {
        type: 'string',
        default: 'text',
        value: 'FORMAT',
        choices: formats,
        help: choiceList(formats, {
            text: 'default: one edge a line',
            mermaid: 'a Mermaid flowchart',
            json: 'nodes and edges with their files and positions, by generated/schemas/output/graph.schema.json',
        }),
    },
    ...variableOptions,
    agent: agentOption,
};
export const graph = defineCommand({
    name: 'graph',
    summary: [['agentconf graph --root DIR', 'show processor -> sink/channel edges']],
    // Built when asked for: a run that prints no help does not pay for it.
    get usage() {
        return commandHelp({
            usage: [`agentconf graph ${optionSynopsis(options, ['root'])}`],
            about: `Prints the deployment in DIR as processor -> sink/channel edges, each marked ok or broken.
Errors found on the way (the same as 'agentconf lint --root DIR' reports) go to stderr.`,
            options,
            exitCodes: `Exit codes:
  0  no errors in the deployment (an empty graph too, when nothing is wrong)
  1  errors found, as lint --root would report them, or a broken edge
  2  usage or I/O problem: unknown option, DIR not a folder`,
        });
    },
    options,
    async run({ values, positionals }, { version }) {
        if (values.root === undefined || positionals.length)
            throw new UsageError('graph needs --root DIR and nothing else; see agentconf graph --help');
        const render = chooseRendering(graphFormats, values.format, { command: 'graph' });
        const variables = await cliVariables(values['agent-config'], values.var, [values.root]);
        const agent = agentOptionValue(values.agent);
        const root = requireFolder(values.root);
        const { output, stderr, exitCode } = await (await import('../run/deployment.js')).runDeploymentCommand({
            root,
            mode: 'graph',
            render,
            version,
            color: await useColor(2),
            ...variables,
            agent,
        });
        return { stdout: output, ...(stderr ? { stderr } : {}), exitCode };
    },
});
