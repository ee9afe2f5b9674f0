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
  fix: {
    type: 'boolean',
    default: false,
    help: 'apply the fixes that have one right answer (a value in the wrong case,\na known misspelling, a misspelt key), rewriting the files in place',
  },
  'fix-dry-run': { type: 'boolean', default: false, help: 'print those fixes as a unified diff and write nothing\n(exit code 1 when a file would change)' },
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
    const fix = values.fix ? 'write' : values['fix-dry-run'] ? 'dry-run' : undefined;
    if (values.fix && values['fix-dry-run']) throw new UsageError('--fix and --fix-dry-run exclude each other');
    if (values.root !== undefined) {
      if (fix) throw new UsageError('--fix applies to config files; give their paths instead of --root');
      if (positionals.length) throw new UsageError('--root checks a whole deployment; give no other paths with it');
      if (kind) throw new UsageError("--kind does not apply to --root: each plugin's kind comes from its loader");
      const root = requireFolder(values.root);
      const { output, exitCode } = await (await deployment()).runDeploymentCommand({ ...shared, settings, overrides, root, agent, mode: 'lint' });
      return { stdout: output, exitCode };
    }
    if (agent) throw new UsageError('--agent applies to a deployment (--root DIR)');
    if (positionals.length === 0) throw new UsageError('lint needs a file, a folder or - (stdin); see agentconf lint --help');
    if (fix === 'write' && positionals.includes('-')) throw new UsageError('--fix rewrites files; standard input is none (use --fix-dry-run)');
    const { output, exitCode, notes } = await runLint({ ...shared, paths: positionals, ...(kind ? { kind } : {}), ...(fix ? { fix } : {}) });
    return { stdout: output, exitCode, ...(notes ? { stderr: notes } : {}) };
  },
});
