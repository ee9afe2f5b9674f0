/** Issue 21, item 10: a record's findings never quote it whole (a 1 MB `type` was echoed). */
import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../src/records/index.js';
import { judgePayload } from '../../src/records/stream/index.js';

describe('record messages are bounded', () => {
  it('a 1 MB type, unknown key and value give messages under 1,000 characters', () => {
    const big = 'x'.repeat(1_000_000);
    const verdicts = [validateRecord({ type: big }), validateRecord({ type: 'flow', [big]: 1 }), validateRecord({ type: 'flow_purge', reason: big })];
    for (const { diagnostics } of verdicts) {
      expect(diagnostics.length).toBeGreaterThan(0);
      for (const d of diagnostics) expect(d.message.length).toBeLessThanOrEqual(1000);
    }
    expect(verdicts[0]!.diagnostics[0]).toMatchObject({ code: 'record/unknown-type', message: expect.stringContaining('…') });
    const { events } = judgePayload(Buffer.from(JSON.stringify({ type: big })));
    expect(events[0]!.kind === 'record' && events[0]!.record.diagnostics[0]!.message.length).toBeLessThanOrEqual(1000);
  });
});
