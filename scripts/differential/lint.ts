/**
 * `lint --agent 5.0 --root DIR` in process: the library's deployment check, with the release the
 * agent here runs (5.0.7). Change LINT_AGENT when the lint's releases change.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lintDeployment } from '../../src/deploy/index.js';
import { writeDeployment, type Deployment } from './model.js';
import type { Finding } from './judge.js';

export const LINT_AGENT = '5.0' as const;

/** Every finding of the deployment check of the folder `root` (named `<root>` in the messages, so that two folders compare). */
export async function lintRoot(root: string): Promise<Finding[]> {
  const { results } = await lintDeployment(root, { agent: LINT_AGENT });
  return results.flatMap((r) => r.diagnostics.map((d) => ({ severity: d.severity, code: d.code, message: d.message.replaceAll(root, '<root>') })));
}

/** The findings for a deployment, checked in a temporary folder that is removed after. */
export async function lintDeploymentData(d: Deployment): Promise<Finding[]> {
  const dir = mkdtempSync(join(tmpdir(), 'agentconf-fuzz-lint-'));
  try {
    writeDeployment(d, join(dir, 'etc'));
    return await lintRoot(join(dir, 'etc'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
