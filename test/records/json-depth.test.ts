/**
 * JSON records nested past the cap get `parse/too-deep`, as configs do: `JSON.parse` alone builds
 * half a million levels, and `JSON.stringify` of that value (or any walk over it) overflows the stack.
 */
import { describe, expect, it } from 'vitest';
import { judgePayload, type RecordEvent } from '../../src/records/stream/index.js';
import { findJsonTooDeep } from '../../src/core/parse/json-depth.js';
import { sampleRecord } from '../../scripts/record-samples.mjs';

const DEEP = 500_000;
const records = (events: RecordEvent[]) => events.flatMap((e) => (e.kind === 'record' ? [e.record] : []));
const codes = (events: RecordEvent[]) => records(events).map((r) => r.diagnostics.map((d) => d.code));
const stats = JSON.stringify(sampleRecord('flow_stats', 2));

describe('JSON records nested past the cap', () => {
  const bodies: Record<string, string> = {
    'an NDJSON line of objects': `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}\n${stats}\n`,
    'an NDJSON line of arrays in an object': `{"type":"flow_stats","x":${'['.repeat(DEEP)}${']'.repeat(DEEP)}}\n${stats}\n`,
    'a pretty-printed sequence': `${'{"a":\n'.repeat(DEEP)}1${'}\n'.repeat(DEEP)}${stats}\n`,
    'an item of an array of records': `[${'['.repeat(DEEP)}${']'.repeat(DEEP)},${stats}]`,
  };
  for (const [name, body] of Object.entries(bodies)) {
    it(`refuse ${name}, judge the record after it, and give a result that can be stringified`, () => {
      const verdict = judgePayload(Buffer.from(body));
      expect(verdict.valid).toBe(false);
      expect(codes(verdict.events)).toEqual([['parse/too-deep'], []]);
      expect(records(verdict.events)[0]!.value).toBeUndefined();
      expect(() => JSON.stringify(verdict)).not.toThrow();
    });
  }

  it('take 1000 levels and refuse 1001, counting brackets inside strings for nothing', () => {
    const nested = (n: number) => `{"type":"flow_stats","x":${'['.repeat(n - 1)}${']'.repeat(n - 1)}}`;
    expect(codes(judgePayload(Buffer.from(nested(1000))).events)[0]).not.toContain('parse/too-deep');
    expect(codes(judgePayload(Buffer.from(nested(1001))).events)[0]).toEqual(['parse/too-deep']);
    expect(findJsonTooDeep(`["${'[\\"'.repeat(2000)}"]`, 1000)).toBe(-1);
    expect(findJsonTooDeep(`"\\\\"${'['.repeat(1001)}`, 1000)).toBe(1004);
    expect(findJsonTooDeep(`"${'\\'.repeat(3000)}`, 1000)).toBe(-1);
    // Braces and brackets mixed, and many openings that stay shallow (the count lets the scan run; it says no).
    expect(findJsonTooDeep(`${'{"a":['.repeat(501)}${']}'.repeat(501)}`, 1000)).toBe(500 * 6);
    expect(findJsonTooDeep(`[${Array.from({ length: 2000 }, () => '[{}]').join(',')}]`, 1000)).toBe(-1);
  });
});
