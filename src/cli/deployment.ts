/** `agentconf lint --root DIR` and `agentconf graph --root DIR`: the deployment check's outputs. */
import { statSync } from 'node:fs';
import { deploymentGraph, lintDeployment, renderGraphMermaid, renderGraphText } from '../deploy/index.js';
import type { FileResult } from '../report.js';
import { addFindings, finish, type LintOptions } from './lint.js';
import { UsageError } from './usage.js';

/** The main config's settings and the `--var` values, which the check layers over the folder. */
interface DeploymentVariables {
  settings: Record<string, string>;
  overrides: Record<string, string>;
}

type DeploymentCommand =
  | ({ mode: 'lint'; root: string } & DeploymentVariables & Omit<LintOptions, 'paths' | 'kind' | 'variables'>)
  | ({ mode: 'text' | 'mermaid'; root: string } & DeploymentVariables);

/** Runs the deployment check; lint renders its findings, graph its edges. */
export async function runDeploymentCommand(command: DeploymentCommand): Promise<{ output: string; exitCode: number }> {
  let isDir = false;
  try {
    isDir = statSync(command.root).isDirectory();
  } catch {
    // reported below
  }
  if (!isDir) throw new UsageError(`--root ${command.root}: not a folder`);
  const { results, sources, model } = await lintDeployment(command.root, { settings: command.settings, variables: command.overrides });
  if (command.mode === 'lint') {
    const all: FileResult[] = [];
    addFindings(command.findings, all, sources);
    for (const r of results) all.push(r);
    return finish(all, sources, command);
  }
  const edges = deploymentGraph(model);
  const output = command.mode === 'mermaid' ? renderGraphMermaid(edges) : renderGraphText(edges);
  return { output, exitCode: edges.some((e) => !e.ok) ? 1 : 0 };
}
