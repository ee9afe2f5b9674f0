/**
 * One payload judged whole: the body of one HTTP request from the agent's HTTP sink, one message
 * of a socket, one sink-log file. Bytes in (gzip or not, JSON or msgpack, with or without length
 * headers), judged records and problems out; never throws.
 */
import { gunzipSync } from 'node:zlib';
import type { Diagnostic } from '../../core/diagnostic.js';
import { detectFraming, hexHead } from './detect.js';
import { createFramer } from './framer.js';
import type { Framing } from './frames.js';
import { RecordJudge, type RecordEvent } from './judge.js';
import { byteSize, isGzip } from '../../core/bytes.js';
import { payloadLimits, RATIO_FLOOR, readOptions, type RecordLimits } from './limits.js';
import { typeName } from '../../core/value.js';

/** How much of a payload is framed at a time. */
const SLICE = 1024 * 1024;

/** How to read a payload. */
export interface PayloadOptions {
  /**
   * The framing, when the sender says (an HTTP `Content-Type` of msgpack means `msgpack`);
   * by default it is told from the first bytes.
   */
  framing?: Framing;
  /** Whether the payload is gzip; by default told from its first bytes (`Content-Encoding: gzip` may force it). */
  gzip?: boolean;
  /** Size caps; defaults are {@link payloadLimits}. */
  limits?: Partial<RecordLimits>;
}

/** The verdict on one payload. */
export interface PayloadVerdict {
  /** Records and problems in payload order; record indices and offsets count from the payload's start. */
  events: RecordEvent[];
  /** True when no event holds an error. */
  valid: boolean;
}

const problemEvent = (code: Diagnostic['code'], message: string, offset = 0): RecordEvent => ({
  kind: 'problem',
  diagnostic: { severity: 'error', code, message, pointer: '', offset },
});

function verdict(events: RecordEvent[]): PayloadVerdict {
  const valid = events.every((e) => (e.kind === 'record' ? e.record.valid : e.diagnostic.severity !== 'error'));
  return { events, valid };
}

/** Inflates gzip (any number of members) within the cap, or says why not. */
function inflate(bytes: Buffer, limits: RecordLimits): Buffer | RecordEvent {
  try {
    return gunzipSync(bytes, { maxOutputLength: limits.maxDecompressedBytes });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_BUFFER_TOO_LARGE') {
      return problemEvent(
        'record/too-large',
        `the gzip payload inflates past ${byteSize(limits.maxDecompressedBytes)}; not read (a gzip bomb, or a payload too big to hold)`,
      );
    }
    return problemEvent('record/framing', `the payload is not valid gzip (${(error as Error).message})`);
  }
}

/**
 * Judges one payload. Records are numbered from 0 within it; feed the events to a
 * `RecordReport` to number them across payloads and to count and group what they hold.
 * @example judgePayload(body, { framing: contentType.includes('msgpack') ? 'msgpack' : undefined })
 */
export function judgePayload(bytes: Uint8Array, options: PayloadOptions = {}): PayloadVerdict {
  if (!(bytes instanceof Uint8Array)) {
    return verdict([problemEvent('call/argument', `the payload must be bytes (a Uint8Array or Buffer), not ${typeName(bytes)}`)]);
  }
  const read = readOptions(options, payloadLimits);
  if ('diagnostic' in read) return verdict([{ kind: 'problem', diagnostic: read.diagnostic }]);
  options = read.options;
  const limits = read.limits;
  let data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (options.gzip ?? isGzip(data)) {
    const inflated = inflate(data, limits);
    if (!Buffer.isBuffer(inflated)) return verdict([inflated]);
    if (inflated.length > RATIO_FLOOR && inflated.length > limits.maxInflateRatio * data.length) {
      return verdict([
        problemEvent(
          'record/too-large',
          `the gzip payload inflates ${Math.floor(inflated.length / data.length)} times its size (${byteSize(inflated.length)} from ${byteSize(data.length)}), more than records do; not read (a gzip bomb)`,
        ),
      ]);
    }
    data = inflated;
  }
  const framing = options.framing ?? detectFraming(data, true);
  if (framing === undefined || framing === 'more') {
    return verdict([
      problemEvent('record/framing', `the payload starts with ${hexHead(data)}, which begins no record encoding agentconf reads (JSON, msgpack, gzip)`),
    ]);
  }
  const framer = createFramer(framing, limits);
  const judge = new RecordJudge(limits);
  // Framed a slice at a time, so a body of millions of tiny records never holds all their frames at once.
  const events: RecordEvent[] = [];
  const add = (batch: RecordEvent[]) => {
    for (const event of batch) events.push(event);
  };
  for (let at = 0; at < data.length && !judge.full; at += SLICE) add(judge.judge(framer.push(data.subarray(at, at + SLICE))));
  if (!judge.full) add(judge.judge(framer.end(), true));
  return verdict(events);
}
