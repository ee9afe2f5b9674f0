/**
 * `agentconf lint --agent 5.0 --root DIR --format json` with the built command, as a user runs it
 * (5.0: the release that runs here): every finding of the deployment, whatever the exit status.
 * The verdict tests hold these findings to what the real agent did.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../support/paths.js';

/** One finding of the report, as the rule reads it. */
export interface Finding {
  severity: string;
  code: string;
  message: string;
}

export function lintRoot(root: string): Finding[] {
  let stdout: string;
  try {
    stdout = execFileSync(process.execPath, [join(repoRoot, 'dist', 'cli', 'agentconf.cjs'), 'lint', '--agent', '5.0', '--root', root, '--format', 'json'], {
      encoding: 'utf8',
    });
  } catch (error) {
    stdout = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(stdout) as { results: { diagnostics: Finding[] }[] }).results.flatMap((r) => r.diagnostics);
}
