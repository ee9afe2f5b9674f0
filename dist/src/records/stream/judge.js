/**
 * Frames -> judged records. Parses each JSON frame (msgpack frames come decoded), tells length
 * headers from records, checks a header against the record after it, and judges every record
 * with `validateRecord`. Positions (line/column) are found only for diagnostics a report keeps.
 */
import { isUtf8 } from 'node:buffer';
import { locateDiagnostic } from '../../core/locate.js';
import { MAX_DEPTH, parseJsonText } from '../../core/parse/index.js';
import { findJsonTooDeep } from '../../core/parse/json-depth.js';
import { isPlainObject } from '../../core/value.js';
import { judgeRecordValue } from '../validate.js';
import { byteSize } from '../../core/bytes.js';
import { releaseOfRecord } from '../agent-release.js';
import { RecurringMembers } from '../recurring-members.js';
import { groupDigits } from '../../core/message.js';
/** A record without text (msgpack, or bytes that are not text): pointers only. */
const noPlace = { locate: (d) => d };
/**
 * A record's text and where it starts; parsed again for positions only when a finding is kept,
 * by `JSON.parse` with positions scanned along each pointer where that gives what the
 * position-keeping parser would (`parseJsonText`): each `agent_status` cadence warning cost a
 * whole parse of its record in JavaScript, 722 of them about 4% of the bench's 100,000 records.
 */
class TextPlace {
    text;
    line;
    column;
    document;
    constructor(text, line, column) {
        this.text = text;
        this.line = line;
        this.column = column;
    }
    parsed() {
        return (this.document ??= parseJsonText(this.text));
    }
    /** A position inside the record's text, as a position in the stream. */
    shift(d) {
        if (d.line === undefined || this.line === undefined)
            return d;
        const line = this.line + d.line - 1;
        const column = d.line === 1 ? (this.column ?? 1) + (d.column ?? 1) - 1 : d.column;
        return { ...d, line, ...(column !== undefined ? { column } : {}) };
    }
    locate(d) {
        return d.line !== undefined ? d : this.shift(locateDiagnostic(d, this.parsed()));
    }
}
/** A judged record; a class so that millions of them share one `locate`. */
class Judged {
    index;
    offset;
    diagnostics;
    place;
    valid;
    type;
    value;
    constructor(index, offset, type, diagnostics, value, place) {
        this.index = index;
        this.offset = offset;
        this.diagnostics = diagnostics;
        this.place = place;
        this.valid = !diagnostics.some((d) => d.severity === 'error');
        if (type !== undefined)
            this.type = type;
        if (value !== undefined)
            this.value = value;
    }
    locate(d) {
        return this.place.locate(d);
    }
}
/** The length of the shortest JSON text that nests deeper than MAX_DEPTH: each level opened and closed. */
const shortestTooDeep = 2 * (MAX_DEPTH + 1);
/** A header is `{"length": N}` and nothing else: records always have a `type`. */
function headerLength(value) {
    if (!isPlainObject(value) || Object.hasOwn(value, 'type'))
        return undefined;
    const keys = Object.keys(value);
    return keys.length === 1 && keys[0] === 'length' && Number.isInteger(value.length) ? value.length : undefined;
}
/** Turns the frames of one stream or payload into record events, in order. */
export class RecordJudge {
    limits;
    agent;
    index = 0;
    header;
    /** True once `maxRecords` records were judged: nothing more is. */
    full = false;
    /** The problem that ended reading before the end (a record cap, a fatal framing problem), once one did. */
    stopped;
    /** A text already parsed (the first line, to tell the framing), with its value and the bytes it spans: used for the first record when its text is that. */
    seeded;
    /** The unknown members the stream's records repeat, explained once. */
    recurring = new RecurringMembers();
    /** The release found in the stream, when the caller named none. */
    detected;
    /** @param agent the release records come from; by default the first record that tells decides, for the stream */
    constructor(limits, agent) {
        this.limits = limits;
        this.agent = agent;
    }
    /**
     * Hands over the value of `text`, parsed before any frame (to tell the framing) from the stream's
     * bytes at `offset`: the first record is not parsed again when its text is the same, nor decoded
     * again when it spans the same bytes.
     */
    seed(text, value, bytes) {
        this.seeded = { text, value, offset: bytes.offset, size: bytes.size };
    }
    /** Judges frames; `final` says no frame follows (so a header left waiting is reported). */
    judge(frames, final = false) {
        const events = [];
        if (this.full)
            return events;
        for (const frame of frames) {
            if (this.index >= this.limits.maxRecords && frame.kind !== 'problem') {
                this.full = true;
                const cap = this.problem('record/too-large', `the stream holds more than ${groupDigits(this.limits.maxRecords)} records; reading stopped at byte ${frame.offset} (split the stream, or raise the cap)`, frame.offset);
                this.stopped = cap.diagnostic;
                events.push(cap);
                return events;
            }
            this.judgeFrame(frame, events);
        }
        if (final && this.header) {
            events.push(this.problem('record/truncated', `the stream ends after the length header at byte ${this.header.offset}, before its record`, this.header.offset));
            this.header = undefined;
        }
        return events;
    }
    problem(code, message, offset) {
        return { kind: 'problem', diagnostic: { severity: 'error', code, message, pointer: '', offset } };
    }
    judgeFrame(frame, events) {
        if (frame.kind === 'problem') {
            if (frame.fatal)
                this.stopped ??= frame.diagnostic;
            events.push({ kind: 'problem', diagnostic: frame.diagnostic });
            return;
        }
        if (frame.kind === 'value') {
            this.judgeValue(frame.value, frame.offset, frame.size, noPlace, events);
            return;
        }
        const seeded = this.seeded;
        this.seeded = undefined;
        const text = seeded !== undefined && seeded.offset === frame.offset && seeded.size === frame.bytes.length ? seeded.text : frame.bytes.toString('utf8');
        // Decoding replaces bad bytes by U+FFFD; only then is the (slower) strict check needed.
        if (text.includes('\uFFFD') && !isUtf8(frame.bytes)) {
            this.pushRecord(events, frame.offset, undefined, [{ severity: 'error', code: 'record/framing', message: 'the record is not valid UTF-8 text', pointer: '' }], noPlace);
            return;
        }
        const place = new TextPlace(text, frame.line, frame.column);
        // JSON.parse builds any depth, and what it builds overflows the stack of whatever walks it:
        // the full parser says where the nesting passes the cap, as it does for a config. Text that
        // JSON.parse accepts closes every level it opens, so it nests deeper than the cap only when it
        // holds at least `shortestTooDeep` characters: a shorter one (most records) is scanned only if
        // the parse fails, where the scan tells a record cut short from one nested too deep.
        const scanFirst = text.length >= shortestTooDeep;
        if (scanFirst && findJsonTooDeep(text, MAX_DEPTH) >= 0) {
            this.pushParseErrors(events, frame.offset, place);
            return;
        }
        let value;
        try {
            value = seeded !== undefined && seeded.text === text ? seeded.value : JSON.parse(text);
        }
        catch {
            const syntax = place.parsed().diagnostics.filter((d) => d.severity === 'error');
            const tooDeep = !scanFirst && findJsonTooDeep(text, MAX_DEPTH) >= 0;
            if (frame.last && !tooDeep && syntax.some((d) => /unexpected end of input/.test(d.message))) {
                events.push(this.problem('record/truncated', `the stream ends inside a record that starts at byte ${frame.offset}; the records before it were judged`, frame.offset));
                return;
            }
            this.pushParseErrors(events, frame.offset, place, syntax);
            return;
        }
        this.judgeValue(value, frame.offset, frame.bytes.length, place, events, true);
    }
    /** A record whose text the full parser refused (syntax, nesting), with where it says. */
    pushParseErrors(events, offset, place, errors = place.parsed().diagnostics.filter((d) => d.severity === 'error')) {
        this.pushRecord(events, offset, undefined, errors.map((d) => place.shift(d)), place);
    }
    judgeValue(value, offset, size, place, events, text = false) {
        const length = headerLength(value);
        if (length !== undefined) {
            if (this.header)
                events.push(this.problem('record/framing', `the length header at byte ${this.header.offset} is followed by another header, not by a record`, this.header.offset));
            this.header = { length, offset };
            if (length > this.limits.maxRecordBytes) {
                events.push(this.problem('record/too-large', `the length header at byte ${offset} announces ${byteSize(length)}, more than any agent record (${byteSize(this.limits.maxRecordBytes)})`, offset));
            }
            return;
        }
        // Allocated only after a length header: most records have none.
        let extra;
        if (this.header) {
            // In text the header counts the newline that ends the record (and a reader may see CRLF).
            const fits = text ? this.header.length >= size && this.header.length <= size + 2 : this.header.length === size;
            if (!fits && this.header.length <= this.limits.maxRecordBytes) {
                extra = [
                    {
                        severity: 'error',
                        code: 'record/framing',
                        message: `the length header at byte ${this.header.offset} announces ${this.header.length} bytes, but the record after it takes ${size}${text ? ' (and its newline)' : ''}: a reader that trusts the header loses its place`,
                        pointer: '',
                    },
                ];
            }
            this.header = undefined;
        }
        let release = this.agent ?? this.detected;
        if (release === undefined) {
            const found = releaseOfRecord(value);
            if (found)
                release = this.detected = found.release;
            // Said only where it changes the verdicts: 5.2 is what the published interface describes.
            if (found?.release === '5.0') {
                (extra ??= []).push({
                    severity: 'info',
                    code: 'record/agent-release',
                    message: `records are judged as agent 5.0's from this one on (${found.because}): what 5.0 never sends is not required, and 5.0's own members are known; name the release to judge otherwise`,
                    pointer: '',
                });
            }
        }
        const verdict = judgeRecordValue(value, release, undefined, this.recurring);
        this.pushRecord(events, offset, verdict.type, extra ? [...extra, ...verdict.diagnostics] : verdict.diagnostics, place, value);
    }
    pushRecord(events, offset, type, diagnostics, place, value) {
        const index = this.index++;
        const placed = diagnostics.length ? diagnostics.map((d) => ({ ...d, record: index, offset })) : diagnostics;
        events.push({ kind: 'record', record: new Judged(index, offset, type, placed, value, place) });
    }
}
