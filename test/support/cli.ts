/** Runs the real `agentconf` binary, as a user would. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repo = fileURLToPath(new URL('../..', import.meta.url));
export const bin = fileURLToPath(new URL('../../dist/cli/agentconf.cjs', import.meta.url));

/**
 * How long a child process (or an analysis) may take before a test calls it hung: a guard against
 * a hang only, far past what a busy machine takes, so that no test depends on the machine's speed.
 */
export const hangGuard = 300_000;

export interface CliRun {
  stdout: string;
  stderr: string;
  status: number | null;
}

/** Runs `agentconf ...args` in the repo folder, with no colour unless asked. */
export function agentconf(args: string[], options: { stdin?: string | Buffer; env?: Record<string, string>; cwd?: string } = {}): CliRun {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: options.cwd ?? repo,
    input: options.stdin ?? '',
    // A fixed SOURCE_DATE_EPOCH: JUnit's timestamp is the same on every run.
    env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', SOURCE_DATE_EPOCH: '0', ...options.env },
    encoding: 'utf8',
    timeout: hangGuard,
    // Reports of many findings pass the default 1 MiB, which would cut them at a point that
    // depends on how the pipe delivered them.
    maxBuffer: 256 * 1024 * 1024,
  });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}
