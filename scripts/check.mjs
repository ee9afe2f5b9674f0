#!/usr/bin/env node
// `npm run check`: every check CI runs after installing (.ci/run runs this very script), in CI's
// order. Each step runs even when an earlier one failed, so one run shows every problem; the exit
// status is 1 when any step failed.
// Usage: node scripts/check.mjs   (dist/ is committed: the first check holds it equal to the sources)
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Each step: what it checks, the command as a person would type it (the README's set-up commands
 * among them, word for word: test/cli/set-up.test.ts holds them equal), and the exit status that
 * passes (0 unless said).
 */
const steps = [
  { name: 'dist/ is what the sources build', run: 'npm run --silent check:built' },
  { name: 'generated/ is fresh', run: 'npm run --silent check:generated' },
  { name: 'type-check', run: 'npm run --silent typecheck' },
  { name: 'formatted (npm run format rewrites)', run: 'npm run --silent format:check' },
  { name: 'no unused exports', run: 'npm run --silent check:exports' },
  { name: 'main job: lint the bundled example configs', run: 'node dist/cli/agentconf.cjs lint examples/valid' },
  { name: 'the invalid examples fail with exit code 1', run: 'node dist/cli/agentconf.cjs lint examples/invalid', status: 1, quiet: true },
  { name: 'tests', run: 'npm test' },
  { name: 'slow tests (the real agent, Chromium, pre-commit, the installed package)', run: 'npm run test:slow' },
];

const failed = [];
for (const step of steps) {
  console.log(`== ${step.name}`);
  const result = spawnSync(step.run, { cwd: root, stdio: ['inherit', step.quiet ? 'ignore' : 'inherit', 'inherit'], shell: true });
  const status = result.status ?? `signal ${result.signal}`;
  const wanted = step.status ?? 0;
  if (status !== wanted) {
    console.log(`expected exit ${wanted} from ${step.run}, got ${status}`);
    failed.push(step.name);
  }
}

if (failed.length > 0) {
  console.log(`\n${failed.length} of ${steps.length} checks failed: ${failed.join('; ')}`);
  process.exitCode = 1;
} else {
  console.log(`\nall ${steps.length} checks passed`);
}
