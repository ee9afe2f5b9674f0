/**
 * `receive --agent-config`: the `agent_status` cadence is judged by the agent's own
 * `update_interval` when its main config is given, else by each record's. The real stats posts of
 * agent-runs/streams/live1 (11 statuses 5 s apart, update_interval 5) replayed from a capture: no
 * finding by their own interval, a `record/stream` warning per gap when the config says 1 s.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CAPTURE_HEADER, captureLine } from '../../src/receive/capture-format.js';
import { agentconf } from '../support/cli.js';
import { hasReference, referenceDir } from '../support/paths.js';
import { tempDir } from '../support/temp.js';
import { findings, type RecordsReport } from './helpers.js';

const raw = join(referenceDir, 'agent-runs', 'streams', 'live1', 'raw');
const temp = tempDir('agentconf-cadence-');
afterAll(() => temp.remove());

describe.skipIf(!hasReference)('receive --agent-config and the agent_status cadence', () => {
  it('judges the gaps between statuses by the config update_interval when given', () => {
    const lines = readdirSync(raw)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => ({ meta: JSON.parse(readFileSync(join(raw, f), 'utf8')) as { path: string; headers: [string, string][] }, file: f }))
      .filter(({ meta }) => meta.path === '/stats')
      .map(({ meta, file }) =>
        captureLine({ receivedAt: 0, method: 'POST', path: meta.path, headers: meta.headers, body: readFileSync(join(raw, file.replace(/\.json$/, '.body'))) }),
      );
    const capture = temp.path('stats.capture');
    writeFileSync(capture, CAPTURE_HEADER + '\n' + lines.join(''));
    const config = temp.path('netifyd.conf');
    writeFileSync(config, '[netifyd]\nupdate_interval = 1\n');
    const cadence = (args: string[]) => {
      const run = agentconf(['receive', '--replay', capture, '--format', 'json', ...args]);
      return findings(JSON.parse(run.stdout) as RecordsReport).filter((d) => d.code === 'record/stream');
    };
    expect(cadence([])).toEqual([]);
    const found = cadence(['--agent-config', config]);
    expect(found).toHaveLength(10);
    expect(found[0]!.message).toMatch(/comes 5 s after the previous agent_status, record 0 \(agent_status, byte 0\): the agent sends one every 1 s/);
  });
});
