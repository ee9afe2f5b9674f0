/**
 * A decoded body judged within bounds: the same framers and judge as `judgePayload`, but fed a
 * slice at a time and handed over as it goes, so that memory holds one slice's records, not a
 * body's (8 MB of `{}` lines are 2.8 million records), and judging stops after
 * {@link MAX_BODY_RECORDS} records. The agent posts one record or one aggregator batch a request.
 */
import type { Diagnostic } from '../core/diagnostic.js';
import { isGzip } from '../core/bytes.js';
import { MAX_DEPTH } from '../core/parse/index.js';
import { detectFraming } from '../records/stream/detect.js';
import { createFramer } from '../records/stream/framer.js';
import { judgePayload, RecordJudge, type RecordEvent, type RecordLimits } from '../records/stream/index.js';
import { nestsDeeperThan } from './msgpack-depth.js';

/** Records judged in one body; the rest of a body past them is not read. */
const MAX_BODY_RECORDS = 10_000;

/** The first slice fed to the framer; doubled while a record spans slices, so a big record is framed in a few passes. */
const SLICE = 64 * 1024;

/** Why judging a body stopped early: the request is answered 413. */
interface BodyCut {
  diagnostic: Diagnostic;
}

const tooLarge = (message: string): Diagnostic => ({ severity: 'error', code: 'receive/too-large', message, pointer: '' });

/**
 * Judges `payload`, handing each batch of events to `take` in payload order; returns the cut when
 * a cap stopped it. Never throws for bad input.
 */
export function judgeBody(payload: Buffer, limits: RecordLimits, take: (events: readonly RecordEvent[]) => void): BodyCut | undefined {
  // gzip inside gzip: judged as it was before (one framing problem), never inflated twice.
  const framing = isGzip(payload) ? undefined : detectFraming(payload, true);
  if (framing === undefined || framing === 'more') {
    take(judgePayload(payload, { gzip: false, limits }).events);
    return undefined;
  }
  if (framing === 'msgpack' && nestsDeeperThan(payload, MAX_DEPTH)) {
    return { diagnostic: tooLarge(`the msgpack body nests maps and arrays more than ${MAX_DEPTH} deep, deeper than any agent record; it was not read`) };
  }
  const framer = createFramer(framing, limits);
  const judge = new RecordJudge(limits);
  let records = 0;
  const judged = (events: RecordEvent[]): BodyCut | undefined => {
    for (const e of events) if (e.kind === 'record') records++;
    if (records <= MAX_BODY_RECORDS) {
      take(events);
      return undefined;
    }
    // Records past the cap are dropped, not judged into the report.
    let left = MAX_BODY_RECORDS - (records - events.filter((e) => e.kind === 'record').length);
    take(events.filter((e) => e.kind !== 'record' || left-- > 0));
    return {
      diagnostic: tooLarge(
        `the body holds more than ${MAX_BODY_RECORDS} records (the per-body limit; the agent posts one record or one batch a request); the first ${MAX_BODY_RECORDS} were judged, the rest was not read`,
      ),
    };
  };
  let size = SLICE;
  for (let at = 0; at < payload.length;) {
    const frames = framer.push(payload.subarray(at, at + size));
    at += size;
    size = frames.length === 0 ? size * 2 : SLICE;
    const cut = judged(judge.judge(frames));
    if (cut) return cut;
  }
  return judged(judge.judge(framer.end(), true));
}
