/**
 * What real 5.0.7 agents sent (../shared/reference/agent-runs/streams: every channel of every run,
 * as a socket reader sees it) passes `records --strict`: a working device's stream carries no error
 * and no warning, only notes where it goes beyond the published interface. Skipped without
 * ../shared.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentconf } from '../support/cli.js';
import { hasReference, referenceDir } from '../support/paths.js';

const streams = join(referenceDir, 'agent-runs', 'streams');
const files =
  hasReference && existsSync(streams)
    ? readdirSync(streams)
        .sort()
        .flatMap((run) =>
          readdirSync(join(streams, run))
            .filter((f) => f.endsWith('.concat'))
            .map((f) => join(run, f)),
        )
    : [];

describe.skipIf(files.length === 0)('the real agent streams pass records --strict', () => {
  it('has the streams of every run', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
  });

  it.each(files)('%s', (file) => {
    const run = agentconf(['records', '--strict', '--format', 'json', join(streams, file)]);
    const report = JSON.parse(run.stdout) as { summary: { errors: number; warnings: number; records: number } };
    expect(report.summary).toMatchObject({ errors: 0, warnings: 0 });
    expect(report.summary.records).toBeGreaterThan(0);
    expect(run.status).toBe(0);
  });
});
