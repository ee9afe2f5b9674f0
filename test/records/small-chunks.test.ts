/**
 * `readRecords` fed a few bytes at a time stays linear: a 72 KB record in 4-byte chunks took 23 s
 * (0.3 s in 64-byte chunks), since every chunk joined all the bytes before it to look at the
 * framing again. Counted, not timed: the bytes the reader copies into new buffers
 * (`Buffer.concat`, `Buffer.allocUnsafe`) stay within a few times the stream's size.
 */
import { encode } from '@msgpack/msgpack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRecords, type RecordEvent } from '../../src/records/stream/index.js';
import { sampleRecord } from '../../scripts/record-samples.mjs';

afterEach(() => vi.restoreAllMocks());

/** The bytes in chunks of `size`. */
async function* chunks(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function read(bytes: Buffer, size: number): Promise<{ events: RecordEvent[]; copied: number }> {
  let copied = 0;
  const concat = Buffer.concat.bind(Buffer);
  const allocUnsafe = Buffer.allocUnsafe.bind(Buffer);
  vi.spyOn(Buffer, 'concat').mockImplementation((list, length) => {
    const out = concat(list, length);
    copied += out.length;
    return out;
  });
  vi.spyOn(Buffer, 'allocUnsafe').mockImplementation((n) => {
    copied += n;
    return allocUnsafe(n);
  });
  const events: RecordEvent[] = [];
  try {
    for await (const event of readRecords(chunks(bytes, size))) events.push(event);
  } finally {
    vi.restoreAllMocks();
  }
  return { events, copied };
}

const big = { ...sampleRecord('flow_stats', 2), padding: 'x'.repeat(72 * 1024) };
const verdicts = (events: RecordEvent[]) =>
  events.map((e) => (e.kind === 'record' ? [e.record.index, e.record.offset, e.record.diagnostics.map((d) => d.code)] : [e.diagnostic.code]));

describe('readRecords in 4-byte chunks', () => {
  const streams: Record<string, Buffer> = {
    'NDJSON, the first line 72 KB': Buffer.from(`${JSON.stringify(big)}\n${JSON.stringify(big)}\n`),
    'pretty-printed JSON': Buffer.from(`${JSON.stringify(big, null, 2)}\n${JSON.stringify(big, null, 2)}\n`),
    'a JSON array': Buffer.from(JSON.stringify([big, big])),
    msgpack: Buffer.concat([encode(big), encode(big)]),
    'blank lines before the first record': Buffer.from(`${'\n'.repeat(70 * 1024)}${JSON.stringify(big)}\n`),
  };
  for (const [name, bytes] of Object.entries(streams)) {
    it(`${name}: the same verdicts as in 64 KiB chunks, copying a few times its size`, async () => {
      const whole = await read(bytes, 64 * 1024);
      const small = await read(bytes, 4);
      expect(verdicts(small.events)).toEqual(verdicts(whole.events));
      expect(small.events.filter((e) => e.kind === 'record')).toHaveLength(name.startsWith('blank') ? 1 : 2);
      expect(small.copied).toBeLessThan(8 * bytes.length);
    });
  }
});
