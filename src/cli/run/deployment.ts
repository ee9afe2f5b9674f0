/** `agentconf lint --root DIR` and `agentconf graph --root DIR`: the deployment check's outputs. */
import { deploymentGraph, lintDeployment } from '../../deploy/index.js';
import type { AgentTarget } from '../../deploy/model.js';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { isWithin } from '../../files/read-text.js';
import { hasErrors } from '../../core/diagnostic.js';
import { printable } from '../../core/printable.js';
import { UsageError } from '../usage.js';
import { formatText } from '../../format/text.js';
import type { FileResult } from '../../core/report.js';
import { capFindings, totals } from '../../lint/cap.js';
import { LintEngine } from '../../lint/engine.js';
import { settled } from '../../lint/run.js';
import type { GraphData } from './graph-json.js';
import { addFindings, finish, type LintOptions } from './lint.js';

/** The main config's settings and the `--var` values, which the check layers over the folder. */
interface DeploymentVariables {
  settings: Record<string, string>;
  overrides: Record<string, string>;
  /** The agent release the deployment runs on (`--agent`); 5.2 when not given. */
  agent?: AgentTarget | undefined;
}

type DeploymentCommand =
  | ({ mode: 'lint'; root: string } & DeploymentVariables & Omit<LintOptions, 'paths' | 'kind' | 'variables'>)
  | ({
      mode: 'graph';
      render: (graph: GraphData) => string;
      root: string;
      version: string;
      color: boolean;
      findings: LintOptions['findings'];
    } & DeploymentVariables);

/**
 * Runs the deployment check in `root` (a folder: the caller made sure); lint renders its
 * findings, graph its edges (and, on stderr, the errors: graph gives the same verdict and exit
 * code as lint --root).
 */
export async function runDeploymentCommand(
  command: DeploymentCommand,
): Promise<{ output: string; stderr?: string; exitCode: number; tooManyWarnings?: number }> {
  if (command.mode === 'lint') {
    const engine = new LintEngine({
      settings: command.settings,
      variables: command.overrides,
      ...(command.agent ? { agent: command.agent } : {}),
      ...(command.rules ? { rules: command.rules } : {}),
    });
    const { results, sources, model } = await engine.lintDeployment(command.root);
    refuseNonDeployment(command.root, model.pluginsDir);
    const all: FileResult[] = [];
    addFindings(command.findings, all, sources, (r) => settled(r, command.rules));
    for (const r of results) all.push(r);
    return finish(all, sources, command);
  }
  const { results, sources, model } = await lintDeployment(command.root, {
    settings: command.settings,
    variables: command.overrides,
    ...(command.agent ? { agent: command.agent } : {}),
  });
  refuseNonDeployment(command.root, model.pluginsDir);
  const edges = deploymentGraph(model);
  // The errors explain a missing or broken edge; a deployment without errors has its graph alone.
  // What the variables given on the command line hold (a --var typo) is shown whole: it may be
  // why an edge is missing.
  const errors = results.map((r) => ({ ...r, diagnostics: r.diagnostics.filter((d) => d.severity === 'error') })).filter((r) => r.diagnostics.length);
  const shown: FileResult[] = [];
  addFindings(command.findings, shown, sources);
  for (const r of errors) shown.push(capFindings(r));
  const shownTotals = totals(shown);
  const output = command.render({ edges, model, results, errors: shownTotals.errors });
  const stderr = shown.length ? formatText(shown, { color: command.color, sources, version: command.version, shown: shownTotals }) : '';
  return { output, stderr, exitCode: shown.some((r) => hasErrors(r.diagnostics)) || edges.some((e) => !e.ok) ? 1 : 0 };
}

/**
 * A folder with no loader folder at all (`plugins.d/`, or where the main config's `path_plugins`
 * puts it) is no deployment: a usage error (exit 2) that names the layout expected, not an
 * `io/read` finding (exit 1) on a folder the user never meant. A loader folder that exists but
 * cannot be read stays that finding. Told from the folder itself, not from the findings: rule
 * levels (`io/read` off in a settings file) must not turn the refusal off.
 */
function refuseNonDeployment(root: string, pluginsDir: string): void {
  // Where path_plugins leads outside the folder, the check says so itself.
  if (!isWithin(resolve(pluginsDir), resolve(root))) return;
  try {
    statSync(pluginsDir);
    return;
  } catch (error) {
    // Only a folder that is not there: one that cannot be looked at (EACCES) is the check's io/read.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return;
  }
  throw new UsageError(
    `--root ${printable(root)} is not a deployment: ${printable(pluginsDir)} does not exist. A deployment is the agent's ` +
      `persistent-state folder (/etc/netifyd): plugins.d/*.conf loader files and the configs they name ` +
      `(netify-proc-core.json, ...); to check config files alone, name them or their folder: agentconf lint ${printable(root)}`,
  );
}
