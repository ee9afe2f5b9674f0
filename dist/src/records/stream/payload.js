/**
 * One payload judged whole: the body of one HTTP request from the agent's HTTP sink, one message
 * of a socket, one sink-log file. Bytes in (gzip or not, JSON or msgpack, with or without length
 * headers), judged records and problems out; never throws.
 */
import { gunzipSync } from 'node:zlib';
import { detectFraming, hexHead } from './detect.js';
import { createFramer } from './framer.js';
import { RecordJudge } from './judge.js';
import { byteSize, isGzip, isUint8Array } from '../../core/bytes.js';
import { payloadLimits, RATIO_FLOOR, readOptions } from './limits.js';
import { isPlainObject, typeName } from '../../core/value.js';
import { thrownReason } from '../../core/arguments.js';
/** How much of a payload is framed at a time. */
const SLICE = 1024 * 1024;
const problemEvent = (code, message, offset = 0) => ({
    kind: 'problem',
    diagnostic: { severity: 'error', code, message, pointer: '', offset },
});
function verdict(events) {
    const valid = events.every((e) => (e.kind === 'record' ? e.record.valid : e.diagnostic.severity !== 'error'));
    return { events, valid };
}
/** Inflates gzip (any number of members) within the cap, or says why not. */
function inflate(bytes, limits) {
    try {
        return gunzipSync(bytes, { maxOutputLength: limits.maxDecompressedBytes });
    }
    catch (error) {
        const code = error.code;
        if (code === 'ERR_BUFFER_TOO_LARGE') {
            return problemEvent('record/too-large', `the gzip payload inflates past ${byteSize(limits.maxDecompressedBytes)}; not read (a gzip bomb, or a payload too big to hold)`);
        }
        return problemEvent('record/framing', `the payload is not valid gzip (${error.message})`);
    }
}
/**
 * Judges one payload. Records are numbered from 0 within it; feed the events to a
 * `RecordReport` to number them across payloads and to count and group what they hold.
 * @example judgePayload(body, { framing: contentType.includes('msgpack') ? 'msgpack' : undefined })
 */
export function judgePayload(bytes, options = {}) {
    let onEvents;
    try {
        onEvents = isPlainObject(options) ? options.onEvents : undefined;
    }
    catch (error) {
        return verdict([problemEvent('call/argument', `reading the options failed (${thrownReason(error)}); pass a plain object`)]);
    }
    if (onEvents !== undefined && typeof onEvents !== 'function') {
        return verdict([problemEvent('call/argument', `options.onEvents must be a function, not ${typeName(onEvents)}`)]);
    }
    const sink = new EventSink(onEvents);
    judgeInto(bytes, options, sink);
    return sink.verdict();
}
/** Where a payload's events go: collected, or handed to the caller as they come; counts the errors either way. */
class EventSink {
    take;
    events = [];
    valid = true;
    stopped;
    constructor(take) {
        this.take = take;
    }
    add(batch) {
        if (batch.length === 0)
            return;
        for (const e of batch)
            if (e.kind === 'record' ? !e.record.valid : e.diagnostic.severity === 'error')
                this.valid = false;
        if (this.take)
            this.take(batch);
        else
            for (const event of batch)
                this.events.push(event);
    }
    /** A problem that ends the payload before its end. */
    stop(event) {
        this.stopped = event.diagnostic;
        this.add([event]);
    }
    verdict() {
        return { events: this.events, valid: this.valid, ...(this.stopped ? { stopped: this.stopped } : {}) };
    }
}
function judgeInto(bytes, options, sink) {
    if (!isUint8Array(bytes)) {
        sink.add([problemEvent('call/argument', `the payload must be bytes (a Uint8Array or Buffer), not ${typeName(bytes)}`)]);
        return;
    }
    const read = readOptions(options, payloadLimits);
    if ('diagnostic' in read)
        return sink.add([{ kind: 'problem', diagnostic: read.diagnostic }]);
    options = read.options;
    const limits = read.limits;
    let data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (options.gzip ?? isGzip(data)) {
        const inflated = inflate(data, limits);
        if (!Buffer.isBuffer(inflated))
            return sink.stop(inflated);
        if (inflated.length > RATIO_FLOOR && inflated.length > limits.maxInflateRatio * data.length) {
            return sink.stop(problemEvent('record/too-large', `the gzip payload inflates ${Math.floor(inflated.length / data.length)} times its size (${byteSize(inflated.length)} from ${byteSize(data.length)}), more than records do; not read (a gzip bomb)`));
        }
        data = inflated;
    }
    const judge = new RecordJudge(limits, options.agent);
    const framing = options.framing ?? detectFraming(data, true, (text, value, bytes) => judge.seed(text, value, bytes));
    if (framing === undefined || framing === 'more') {
        return sink.add([
            problemEvent('record/framing', `the payload starts with ${hexHead(data)}, which begins no record encoding agentconf reads (JSON, msgpack, gzip)`),
        ]);
    }
    const framer = createFramer(framing, limits);
    // Framed a slice at a time, so a body of millions of tiny records never holds all their frames at once.
    for (let at = 0; at < data.length && !judge.full; at += SLICE)
        sink.add(judge.judge(framer.push(data.subarray(at, at + SLICE))));
    if (!judge.full)
        sink.add(judge.judge(framer.end(), true));
    if (judge.stopped)
        sink.stopped = judge.stopped;
}
