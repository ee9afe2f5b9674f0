/**
 * The unknown members a stream repeats are explained once (src/records/recurring-members.ts): a
 * record that fails the fast check is tried without the ones it holds, and when that passes, its
 * verdict is made without the all-errors validator and the walk. The verdict must be the one the
 * full check gives, record after record, whatever the stream: streams of sample records with a
 * few members added in every record (at the top, in nested objects, in arrays, in maps, near a
 * member's name so "did you mean" answers), broken records among them, judged as agent 5.2's and
 * 5.0's; the fixtures' records; the real agent's streams.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeRecordValue } from '../../src/records/validate.js';
import { RecurringMembers } from '../../src/records/recurring-members.js';
import { fastCheckOf } from '../../src/records/validators.js';
import { schemaOfType } from '../../src/records/catalog.js';
import type { AgentRelease } from '../../src/records/agent-release.js';
import { sampleRecord, sampleStream, sampleTypes } from '../../scripts/record-samples.mjs';
import { fixturesDir, referenceDir } from '../support/paths.js';

const numRuns = Number(process.env.AGENTCONF_FC_RUNS ?? 300);

/** Judges `records` in order both ways (one memory for the stream, and none); every verdict must agree. */
function expectSameVerdicts(records: unknown[], agent?: AgentRelease): number {
  const recurring = new RecurringMembers();
  let explained = 0;
  for (const record of records) {
    const full = judgeRecordValue(structuredClone(record), agent);
    if (isExplained(recurring, record)) explained++;
    expect(judgeRecordValue(record, agent, undefined, recurring)).toEqual(full);
  }
  return explained;
}

/** Whether the memory explains `record` (without learning from it). */
function isExplained(recurring: RecurringMembers, record: unknown): boolean {
  const type = (record as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !sampleTypes.includes(type)) return false;
  const id = schemaOfType(type as never);
  return !fastCheckOf(id)(record) && recurring.explain(id, record as Record<string, unknown>, fastCheckOf(id)) !== undefined;
}

/** Every object inside a value, with the value itself, and its path. */
function objectsOf(value: unknown, path: (string | number)[] = [], out: { node: Record<string, unknown>; path: (string | number)[] }[] = []) {
  if (Array.isArray(value)) value.forEach((v, i) => objectsOf(v, [...path, i], out));
  else if (value !== null && typeof value === 'object') {
    out.push({ node: value as Record<string, unknown>, path });
    for (const [k, v] of Object.entries(value)) objectsOf(v, [...path, k], out);
  }
  return out;
}

const nodeAt = (value: unknown, path: (string | number)[]) =>
  path.reduce<unknown>((v, t) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[t] : undefined), value);

const addedKey = fc.oneof(
  fc.constantFrom('vendor_tag', 'site', 'dns_hostname', 'local_byte', 'categry', 'intrface', 'client_ja3', 'network', 'digets', 'tcp_flags', 'DIGEST'),
  fc.string({ maxLength: 8 }),
);
const anyValue = fc.oneof(fc.integer(), fc.constantFrom('x', 1.5, true, null, [], {}, 'abcdef0123456789'));

/** A stream: sample records, each given the stream's own members (at places by index), some also broken or missing a member. */
const stream = fc.record({
  type: fc.constantFrom(...sampleTypes),
  mixed: fc.boolean(),
  seed: fc.nat(1000),
  added: fc.array(fc.tuple(fc.nat(), addedKey, anyValue), { minLength: 1, maxLength: 3 }),
  edits: fc.array(fc.tuple(fc.nat(40), fc.nat(), addedKey, anyValue, fc.boolean()), { maxLength: 6 }),
  agent: fc.constantFrom<AgentRelease | undefined>(undefined, '5.0', '5.2'),
});

describe('recurring unknown members', () => {
  it('give the verdicts of the full check, record by record', () => {
    let explained = 0;
    fc.assert(
      fc.property(stream, ({ type, mixed, seed, added, edits, agent }) => {
        const records: unknown[] = [];
        const base = mixed ? [...sampleStream(40, seed + 1)] : Array.from({ length: 40 }, (_, i) => sampleRecord(type, seed + i));
        base.forEach((record, i) => {
          const objects = objectsOf(record);
          // The stream's members: the same place (by path in a record of this type) every time.
          for (const [at, key, value] of added) {
            const first = objectsOf(base[0])[at % objectsOf(base[0]).length]!;
            const node = nodeAt(record, first.path);
            if (node !== null && typeof node === 'object' && !Array.isArray(node) && key !== '__proto__')
              (node as Record<string, unknown>)[key] = structuredClone(value);
          }
          for (const [index, at, key, value, remove] of edits) {
            if (index !== i || key === '__proto__') continue;
            const target = objects[at % objects.length]!.node;
            if (remove) delete target[Object.keys(target)[at % Math.max(1, Object.keys(target).length)]!];
            else target[key] = structuredClone(value);
          }
          records.push(record);
        });
        explained += expectSameVerdicts(records, agent);
      }),
      { numRuns },
    );
    // The memory did its work: most records of these streams were explained by it.
    expect(explained).toBeGreaterThan(numRuns * 5);
  });

  it('explain a firmware member of every record after the first', () => {
    const records = [...sampleStream(200, 3)].map((r, i) => ({ ...r, vendor_tag: `site-${i % 5}` }));
    const explained = expectSameVerdicts(records);
    // Every record but the first of each schema (and those the fast check passes: none here).
    expect(explained).toBeGreaterThan(180);
  });

  it("explain agent 5.0's own members as the full check does, judged as 5.0 and as 5.2", () => {
    const records = Array.from({ length: 60 }, (_, i) => {
      const record = sampleRecord(i % 2 ? 'flow' : 'agent_status', i) as Record<string, any>;
      if (i % 4 === 1) record.flow.category.network = 1;
      else if (i % 4 === 3) record.flow.ssl.client_ja3 = 'x';
      else record.dhc_size = 1;
      return record;
    });
    for (const agent of [undefined, '5.0'] as const) expect(expectSameVerdicts(records, agent)).toBeGreaterThan(50);
  });

  it('give the verdicts of the full check on the fixtures, with a member added to each', () => {
    const records: unknown[] = [];
    for (const type of readdirSync(join(fixturesDir, 'records'))) {
      for (const verdict of ['valid', 'invalid']) {
        const dir = join(fixturesDir, 'records', type, verdict);
        if (!existsSync(dir)) continue;
        for (const f of readdirSync(dir).filter((f) => f.endsWith('.json') && !f.endsWith('.diagnostics.json'))) {
          const record = JSON.parse(readFileSync(join(dir, f), 'utf8'));
          records.push(record, record !== null && typeof record === 'object' && !Array.isArray(record) ? { ...record, vendor_tag: 1 } : record);
        }
      }
    }
    expect(records.length).toBeGreaterThan(20);
    for (const agent of [undefined, '5.0'] as const) expectSameVerdicts([...records, ...records], agent);
  });

  it.skipIf(!existsSync(join(referenceDir, 'agent-runs', 'streams')))("give the verdicts of the full check on the real agent's streams", () => {
    const streams = join(referenceDir, 'agent-runs', 'streams');
    for (const run of readdirSync(streams)) {
      for (const f of readdirSync(join(streams, run)).filter((f) => f.endsWith('.ndjson'))) {
        const records = readFileSync(join(streams, run, f), 'utf8')
          .split('\n')
          .filter((line) => line.trim())
          .map((line) => JSON.parse(line));
        for (const agent of [undefined, '5.0'] as const) expectSameVerdicts([...records, ...records.map((r) => ({ ...r, vendor_tag: 'x' }))], agent);
      }
    }
  });
});
