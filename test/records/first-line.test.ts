/**
 * The first record of a payload or stream is judged from the text parsed to tell the framing (not
 * decoded nor parsed again): its verdict, offset, value and finding positions must be those of
 * the same bytes read with the framing named, which never takes that shortcut.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectFraming } from '../../src/records/stream/detect.js';
import { judgePayload, readRecords, type RecordEvent } from '../../src/records/stream/index.js';
import { sampleRecord, sampleTypes } from '../../scripts/record-samples.mjs';

const numRuns = Number(process.env.AGENTCONF_FC_RUNS ?? 60);

/** Everything a caller sees of the events, positions included. */
function seen(events: readonly RecordEvent[]) {
  return events.map((e) =>
    e.kind === 'problem'
      ? { problem: e.diagnostic }
      : {
          index: e.record.index,
          offset: e.record.offset,
          type: e.record.type,
          valid: e.record.valid,
          value: e.record.value,
          diagnostics: e.record.diagnostics.map((d) => e.record.locate(d)),
        },
  );
}

/** A record as a device might write it: sampled, maybe with a member added or a value broken. */
const record = fc
  .record({ type: fc.constantFrom(...sampleTypes), seed: fc.nat(500), edit: fc.constantFrom('none', 'unknown', 'broken', 'non-ascii') })
  .map(({ type, seed, edit }) => {
    const r = sampleRecord(type, seed) as Record<string, unknown>;
    if (edit === 'unknown') return { ...r, vendor_tag: `site-${seed}` };
    if (edit === 'broken') return { ...r, type: 42 };
    if (edit === 'non-ascii') return { ...r, vendor_name: 'Zürich 東京 \u2028' };
    return r;
  });

/** The bytes around the first record: leading blanks, a BOM, its line end, a second line, bad UTF-8. */
const body = fc
  .record({
    lead: fc.constantFrom('', ' ', '\n', '\r\n\t ', '\uFEFF'),
    first: record,
    pretty: fc.boolean(),
    end: fc.constantFrom('', '\n', '\r\n', '\r', ' ', ' \n'),
    more: fc.option(record, { nil: undefined }),
    badByte: fc.boolean(),
  })
  .map(({ lead, first, pretty, end, more, badByte }) => {
    const text = lead + JSON.stringify(first, null, pretty ? 1 : undefined) + end + (more === undefined ? '' : JSON.stringify(more) + '\n');
    const bytes = Buffer.from(text, 'utf8');
    // A byte that is not UTF-8 inside the first record's first string, when asked.
    if (badByte) {
      const at = bytes.indexOf(0x22, bytes.indexOf(0x3a)) + 1;
      if (at > 0) bytes[at] = 0xff;
    }
    return bytes;
  });

/** The framing detection tells, without its shortcut. */
function framingOf(bytes: Buffer) {
  const framing = detectFraming(bytes, true);
  if (framing === undefined || framing === 'more') throw new Error('the generated body begins no framing');
  return framing;
}

async function streamed(bytes: Buffer, framing?: ReturnType<typeof framingOf>): Promise<RecordEvent[]> {
  const events: RecordEvent[] = [];
  async function* source() {
    // Split in two, so the first line may cross a chunk boundary.
    yield bytes.subarray(0, bytes.length >> 1);
    yield bytes.subarray(bytes.length >> 1);
  }
  for await (const e of readRecords(source(), framing ? { framing } : {})) events.push(e);
  return events;
}

describe('the first record, judged from the text that told the framing', () => {
  it('is judged as with the framing named, in a payload', () => {
    fc.assert(
      fc.property(body, (bytes) => {
        expect(seen(judgePayload(bytes).events)).toEqual(seen(judgePayload(bytes, { framing: framingOf(bytes) }).events));
      }),
      { numRuns },
    );
  });

  it('is judged as with the framing named, in a stream read in chunks', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (bytes) => {
        expect(seen(await streamed(bytes))).toEqual(seen(await streamed(bytes, framingOf(bytes))));
      }),
      { numRuns },
    );
  });

  it('keeps a one-record body that has no final newline whole', () => {
    const text = JSON.stringify({ ...sampleRecord('flow_stats', 3), vendor_tag: 'x' });
    const [event] = judgePayload(Buffer.from(`  ${text}`)).events;
    expect(event?.kind).toBe('record');
    if (event?.kind !== 'record') return;
    expect(event.record.offset).toBe(2);
    const unknown = event.record.diagnostics.find((d) => d.code === 'key/unknown');
    expect(unknown && event.record.locate(unknown)).toMatchObject({ line: 1, column: 3 + text.indexOf('"vendor_tag"') });
  });
});
