/** `agentconf lint`: configs, folders, stdin, or a whole deployment (`--root`). */
import { formatNames, resultFormats } from '../../format/index.js';
import { defineCommand } from '../command.js';
import { checkExitCodes, choiceList, commandHelp } from '../help.js';
import { agentOption, agentOptionValue, chooseRendering, kindOption, requireFolder, strictOption } from '../options.js';
import { runLint } from '../run/lint.js';
import { useColor } from '../stdio.js';
import { UsageError } from '../usage.js';
import { cliVariables, variableOptions } from '../variables.js';

// A lint of files is what CI runs on every push: loaded with the command. A deployment's check
// is loaded when asked for.
const deployment = () => import('../run/deployment.js');

const options = {
  kind: { type: 'string', value: 'ID', help: 'check every input as this kind (default: from the file name, else content)' },
  format: { type: 'string', default: 'text', value: 'FORMAT', help: choiceList(formatNames, { text: 'default' }) },
  strict: strictOption,
  quiet: { type: 'boolean', default: false, help: 'report errors only' },
  ...variableOptions,
  root: { type: 'string', value: 'DIR', help: "lint the deployment in DIR (the agent's persistent-state folder)" },
  agent: agentOption,
} as const;

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
every problem with its position.`,
      options,
      exitCodes: checkExitCodes,
    });
  },
  options,
  async run({ values, positionals }, { version }) {
    const formatter = chooseRendering(resultFormats, values.format, { suggest: true });
    const kind = kindOption(values.kind);
    const agent = agentOptionValue(values.agent);
    const folders = values.root !== undefined ? [values.root] : positionals;
    const { variables, settings, overrides, findings } = await cliVariables(values['agent-config'], values.var, folders);
    const shared = { formatter, strict: values.strict, quiet: values.quiet, color: await useColor(1), version, variables, findings };
    if (values.root !== undefined) {
      if (positionals.length) throw new UsageError('--root checks a whole deployment; give no other paths with it');
      if (kind) throw new UsageError("--kind does not apply to --root: each plugin's kind comes from its loader");
      const root = requireFolder(values.root);
      const { output, exitCode } = await (await deployment()).runDeploymentCommand({ ...shared, settings, overrides, root, agent, mode: 'lint' });
      return { stdout: output, exitCode };
    }
    if (agent) throw new UsageError('--agent applies to a deployment (--root DIR)');
    if (positionals.length === 0) throw new UsageError('lint needs a file, a folder or - (stdin); see agentconf lint --help');
    const { output, exitCode } = await runLint({ ...shared, paths: positionals, ...(kind ? { kind } : {}) });
    return { stdout: output, exitCode };
  },
});
