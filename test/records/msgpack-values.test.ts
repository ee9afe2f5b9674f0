/**
 * The msgpack framer hands over each decoded value with its large objects copied into ones V8
 * keeps in fast mode (a decoded flow object of 43 members was a dictionary, slow to check). The
 * copy must be the value the decoder made: the same members in the same order, binary, dates
 * and ext data as they were, at every depth, whatever is split across chunks.
 */
import { Decoder, encode, ExtData } from '@msgpack/msgpack';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFramer } from '../../src/records/stream/framer.js';
import { streamLimits } from '../../src/records/stream/limits.js';
import type { Frame } from '../../src/records/stream/frames.js';
import { sampleStream } from '../../scripts/record-samples.mjs';

const numRuns = Number(process.env.AGENTCONF_FC_RUNS ?? 300);

/** The values the framer hands over for `bytes`, cut into chunks of `size` bytes. */
function framed(bytes: Uint8Array, size: number): unknown[] {
  const framer = createFramer('msgpack', streamLimits);
  const frames: Frame[] = [];
  for (let at = 0; at < bytes.length; at += size) frames.push(...framer.push(Buffer.from(bytes.subarray(at, at + size))));
  frames.push(...framer.end());
  return frames.map((f) => (f.kind === 'value' ? f.value : f));
}

/** Keys in order, at every depth: toEqual alone does not compare the order of members. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.entries(value).map(([k, v]) => [k, shape(v)]);
}

const member = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.uint8Array({ maxLength: 40 }),
  fc.date({ noInvalidDate: true }),
  fc.constant(new ExtData(7, new Uint8Array([1, 2]))),
);
/** Objects of up to 60 members (past 16 the decoder's objects are dictionaries), nested. */
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, member, fc.array(tie('node'), { maxLength: 4 }), tie('object')),
  object: fc.dictionary(
    fc.string({ minLength: 1, maxLength: 12 }).filter((k) => k !== '__proto__' && k !== 'constructor'),
    tie('node'),
    { maxKeys: 60 },
  ),
})).object;

describe('decoded msgpack values', () => {
  it('are what the decoder makes, members in order, at any depth and chunking', () => {
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 64 }), (values, size) => {
        const bytes = Buffer.concat(values.map((v) => encode(v)));
        const decoded = [...new Decoder().decodeMulti(bytes)];
        const got = framed(bytes, size);
        expect(got).toStrictEqual(decoded);
        expect(got.map(shape)).toEqual(decoded.map(shape));
      }),
      { numRuns },
    );
  });

  it('are the sample records, a flow record of 43 members among them, and binary and ext data as they came', () => {
    const odd = { type: 'flow', blob: new Uint8Array(32).fill(7), ext: new ExtData(3, new Uint8Array(24).fill(1)), when: new Date(0) };
    const bytes = Buffer.concat([...sampleStream(300, 5), odd].map((r) => encode(r)));
    const decoded = [...new Decoder().decodeMulti(bytes)];
    const got = framed(bytes, 1 << 16);
    expect(got).toStrictEqual(decoded);
    expect(got.map(shape)).toStrictEqual(decoded.map(shape));
    expect((got.at(-1) as { blob: unknown }).blob).toBeInstanceOf(Uint8Array);
  });
});
