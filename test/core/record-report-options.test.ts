/** Found by the attack run (scripts/attack): `new RecordReport(file, null)` threw a TypeError. */
import { describe, expect, it } from 'vitest';
import { RecordReport, judgePayload } from '../../src/records/stream/index.js';

describe('RecordReport options', () => {
  const throwing = Object.defineProperty({}, 'maxProblems', {
    get() {
      throw new Error('trap');
    },
  });
  it.each([
    ['null', null],
    ['a string', 'x'],
    ['a throwing getter', throwing],
    ['NaN', { maxProblems: NaN, maxFlows: -1 }],
  ])('%s gives the defaults, never an exception', (_, options) => {
    const report = new RecordReport('x', options as never);
    for (const event of judgePayload(new TextEncoder().encode('{"type":"nope"}\n')).events) report.add(event);
    expect(report.result().diagnostics.map((d) => d.code)).toContain('record/unknown-type');
  });
});
