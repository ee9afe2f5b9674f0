/**
 * Records judged by the agent release they come from: agent 5.0's records lack what 5.2 added
 * (marked x-agentconf-since in the schemas) and carry members of their own; neither is an error
 * when the release is 5.0, named or detected per stream. The published schemas still describe 5.2.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { releaseOfVersion, validateRecord } from '../../src/records/index.js';
import { judgeStreamFile } from '../../src/records/stream/index.js';
import { fixturesDir, repoRoot } from '../support/paths.js';

const stream = join(fixturesDir, 'record-streams', 'agent-5.0-stats-debug.concat');
/** The first agent_status of the real 5.0.7 stats stream (debug mode, so pretty-printed with headers-free values). */
const status50 = (() => {
  const text = readFileSync(stream, 'utf8');
  const start = text.indexOf('{\n    "cpu_cores"');
  return JSON.parse(text.slice(start, text.indexOf('\n}', start) + 2)) as Record<string, unknown>;
})();

const codes = (r: { diagnostics: { severity: string; code: string; pointer: string }[] }) => r.diagnostics.map((d) => `${d.severity} ${d.code} ${d.pointer}`);

describe('agent release', () => {
  it('reads releases from version strings', () => {
    expect(['5.0.7', '5.1.0', '5.2.8', 'v5.2.10', '4.5', '', 5].map(releaseOfVersion)).toEqual(['5.0', '5.0', '5.2', '5.2', undefined, undefined, undefined]);
  });

  it('a real 5.0.7 agent_status: errors against 5.2, none (and no unknown dhc_size) as 5.0', () => {
    expect(status50.type).toBe('agent_status');
    const as52 = validateRecord(status50);
    expect(as52.valid).toBe(false);
    expect(as52.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message.replace(/ \(this looks.*$/, ''))).toEqual(
      ['agent_version', 'build_version', 'fhc_status', 'memrss_kb', 'memrss_kb_prev'].map((m) => `the record is missing the required member "${m}"`),
    );
    const as50 = validateRecord(status50, { agent: '5.0' });
    expect(as50.valid).toBe(true);
    expect(codes(as50)).toEqual(['info spec/divergence ', 'info spec/divergence ']); // tcm_kb, tcm_kb_prev: a build without tcmalloc
  });

  it('5.0 does not excuse what 5.0 sends too', () => {
    const { cpu_cores: _gone, ...broken } = status50;
    const result = validateRecord({ ...broken, dhc_size: -1 }, { agent: '5.0' });
    expect(result.valid).toBe(false);
    expect(result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)).toEqual(['the record is missing the required member "cpu_cores"']);
  });

  it('a bad agent option is a call/argument diagnostic, not a throw', () => {
    expect(codes(validateRecord(status50, { agent: '6.0' as never }))).toEqual(['error call/argument /agent']);
  });

  it('detects 5.0 per stream and says so once; --agent 5.2 judges by the published interface', async () => {
    const auto = (await judgeStreamFile({ path: stream }, { name: 's', maxProblems: 100 })).result;
    // The release note, and five notes of what 5.0.7 sends beyond the published interface.
    expect(auto.records).toMatchObject({ errors: 0, warnings: 0, infos: 6 });
    expect(auto.diagnostics.find((d) => d.code === 'record/agent-release')?.message).toMatch(/judged as agent 5\.0's from this one on \(it has "dhc_size"/);
    const as52 = (await judgeStreamFile({ path: stream }, { name: 's', maxProblems: 100, agent: '5.2' })).result;
    expect(as52.records?.errors).toBe(10);
    expect(as52.diagnostics.some((d) => d.code === 'record/agent-release')).toBe(false);
  });

  it('the published schemas keep 5.2 members required, say which are 5.2 only, and carry no marks', () => {
    const published = JSON.parse(readFileSync(join(repoRoot, 'generated', 'schemas', 'records', 'agent_status.schema.json'), 'utf8'));
    expect(published.required).toContain('memrss_kb');
    expect(published.properties.memrss_kb.description).toMatch(/agent 5\.2 and later/);
    expect(JSON.stringify(published)).not.toContain('x-agentconf');
  });
});
