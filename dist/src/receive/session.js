import { createHash } from 'node:crypto';
import { hasErrors } from '../core/diagnostic.js';
import { bounded, boundText } from '../core/message.js';
import { MAX_DEPTH } from '../core/parse/index.js';
import { atLevel } from '../core/rule-levels.js';
import { judgePayload, payloadLimits } from '../records/stream/index.js';
import { releaseOfRecord, releaseOfVersion } from '../records/index.js';
import { openBody } from './body.js';
import { isLoneLengthHeader } from './length-header.js';
import { ReceiveReports, shownPath } from './reports.js';
/** Findings of one request passed to the listener; the rest are counted in one `hidden` call. */
const MAX_LIVE = 100;
/** Records judged in one body; the rest of a body past them is not read (the agent posts one record or one batch a request). */
const MAX_BODY_RECORDS = 10_000;
/** A stop of the records reader that is a cap of the receiver's: its finding as the receiver says it (413). */
function bodyCap(d) {
    const tooLarge = (message) => ({ severity: 'error', code: 'receive/too-large', message, pointer: '' });
    if (d.code === 'record/too-large' && /more than [\d,.]+ records/.test(d.message)) {
        return tooLarge(`the body holds more than ${MAX_BODY_RECORDS} records (the per-body limit; the agent posts one record or one batch a request); the first ${MAX_BODY_RECORDS} were judged, the rest was not read`);
    }
    if (d.code === 'parse/too-deep' && d.message.startsWith('a msgpack record')) {
        return tooLarge(`the msgpack body nests maps and arrays more than ${MAX_DEPTH} deep, deeper than any agent record; it was not read`);
    }
    return undefined;
}
/** Devices whose detected release is remembered; past them, a new device's records each tell their own. */
const MAX_DEVICES = 10_000;
/**
 * Which device sent a request: its User-Agent with the values of its uuid headers (sink-http
 * channels send `${uuid_agent}` and the like in headers such as `X-UUID`), else with the sender's
 * address. Bounded: a key holds at most 1 KiB of what the sender wrote.
 */
function deviceOf(headers, remote) {
    const uuids = Object.keys(headers)
        .filter((name) => name.includes('uuid'))
        .sort()
        .map((name) => `${name}=${String(headers[name])}`);
    const key = `${headers['user-agent'] ?? ''}\u0000${uuids.length ? uuids.join('\u0000') : (remote ?? '')}`;
    return key.length > 1024 ? createHash('sha256').update(key).digest('base64') : key;
}
/** Findings that describe the sender rather than one record: shown live once per path. */
const sayOnce = new Set(['spec/divergence', 'key/unknown', 'record/aggregator-batch']);
/** Say-once findings remembered per run; past this many, further ones are not shown live (the report still counts them). */
const MAX_SHOWN = 100_000;
/** The longest pointer a finding keeps whole: a record's member names come from the sender. */
const MAX_POINTER = 200;
/**
 * A copy of `text` that holds no part of a longer string: a slice of a 50 KB member name would
 * keep the whole name alive for as long as the finding is kept.
 */
const own = (text) => text.split('').join('');
/** A finding with its message, suggestion and pointer bounded and of their own. */
function boundedFinding(d) {
    const b = bounded(d);
    return {
        ...b,
        message: own(b.message),
        pointer: own(boundText(b.pointer, MAX_POINTER)),
        ...(b.suggestion !== undefined ? { suggestion: own(b.suggestion) } : {}),
    };
}
/**
 * The record with its findings bounded, so the report's de-duplication and its kept findings
 * hold short strings. Positions are found from the whole pointer.
 */
function boundedRecord(record) {
    if (record.diagnostics.length === 0)
        return record;
    const diagnostics = record.diagnostics.map(boundedFinding);
    const whole = new Map(diagnostics.map((d, i) => [d, record.diagnostics[i]]));
    return {
        index: record.index,
        offset: record.offset,
        ...(record.type !== undefined ? { type: record.type } : {}),
        valid: record.valid,
        diagnostics,
        ...(record.value !== undefined ? { value: record.value } : {}),
        locate: (d) => {
            const { line, column } = record.locate(whole.get(d) ?? d);
            return { ...d, ...(line !== undefined ? { line } : {}), ...(column !== undefined ? { column } : {}) };
        },
    };
}
export class ReceiveSession {
    parts;
    reports;
    /** Requests that delivered a body: what `--count` counts. */
    posts = 0;
    /** Findings the listener may still get for the request being judged (undefined outside one). */
    live;
    /** Digests of the say-once findings shown so far (at most {@link MAX_SHOWN}). */
    shown = new Set();
    /**
     * Length headers waiting for their record, by report name (so at most as many as reports):
     * agent 5.0.7 posts a legacy-socket header and its record as two requests.
     */
    /**
     * The release the first record that told showed, per device, for requests whose User-Agent
     * does not say: several devices may post to one run at once.
     */
    detected = new Map();
    held = new Map();
    constructor(parts) {
        this.parts = parts;
        this.reports = new ReceiveReports({
            ...(parts.maxProblems !== undefined ? { maxProblems: parts.maxProblems } : {}),
            ...(parts.updateInterval !== undefined ? { updateInterval: parts.updateInterval } : {}),
            ...(parts.levels !== undefined ? { levels: parts.levels } : {}),
        }, parts.check);
    }
    /** Findings on a request that brought no record (a method, a timeout, a cut-off body). */
    problem(path, ...diagnostics) {
        const report = this.reports.of(path);
        for (const d of diagnostics)
            report.addProblem(d);
        this.emit(path, undefined, diagnostics);
    }
    /**
     * Handles one complete POST body; returns the status to answer. `raw` is the request as
     * received (header lines and method), for the capture.
     */
    async post(path, headers, body, raw) {
        this.posts++;
        this.parts.capture?.append({
            receivedAt: Date.now(),
            method: raw?.method ?? 'POST',
            path,
            headers: raw?.headers ?? [],
            body,
            ...(raw?.remote !== undefined ? { remote: raw.remote } : {}),
        });
        const opened = await openBody(headers, body, this.parts.maxDecoded);
        if (opened.payload === undefined) {
            this.problem(path, ...opened.diagnostics);
            return opened.tooLarge ? 413 : this.parts.reject ? 400 : 200;
        }
        const report = this.reports.of(path);
        const held = this.held.get(report.file);
        if (isLoneLengthHeader(opened.payload)) {
            if (held)
                this.lost(held, 'another length header came next on that path');
            this.held.set(report.file, { payload: opened.payload, post: this.posts, path });
            if (opened.diagnostics.length)
                this.problem(path, ...opened.diagnostics);
            return 200;
        }
        let payload = opened.payload;
        if (held) {
            // Judged as a socket reader sees them: the header, then the record it announces.
            this.held.delete(report.file);
            payload = Buffer.concat([held.payload, payload]);
        }
        // Findings on the request itself go with its first record, or stand alone without one.
        let pending = opened.diagnostics;
        let decodable = false;
        let valid = true;
        this.live = { left: MAX_LIVE, hidden: 0 };
        // Reading stopped by a cap (records in a body, msgpack nesting) is said as the receiver's cut, answered 413.
        let cut;
        const device = deviceOf(headers, raw?.remote);
        const release = this.releaseOf(headers, device);
        const take = (events) => {
            for (const event of events) {
                if (event.kind === 'problem') {
                    const cap = bodyCap(event.diagnostic);
                    if (cap) {
                        cut = cap;
                        continue;
                    }
                    valid &&= event.diagnostic.severity !== 'error';
                    report.addProblem(event.diagnostic);
                    this.emit(path, undefined, [event.diagnostic]);
                    continue;
                }
                decodable = true;
                const record = event.record;
                valid &&= record.valid;
                if (release === undefined && !this.detected.has(device) && this.detected.size < MAX_DEVICES) {
                    const told = releaseOfRecord(record.value)?.release;
                    if (told)
                        this.detected.set(device, told);
                }
                const extra = [
                    ...pending,
                    ...(this.parts.check?.judge({
                        path,
                        headers,
                        gzip: opened.gzip,
                        ...(opened.format ? { format: opened.format } : {}),
                        ...(record.type !== undefined ? { recordType: record.type } : {}),
                    }) ?? []),
                ];
                pending = [];
                this.addRecord(path, record, extra);
            }
        };
        // gzip inside gzip is judged as it came (one framing problem), never inflated twice.
        judgePayload(payload, {
            gzip: false,
            limits: { ...payloadLimits, maxDecompressedBytes: this.parts.maxDecoded, maxRecords: MAX_BODY_RECORDS },
            onEvents: take,
            ...(release ? { agent: release } : {}),
        });
        if (pending.length)
            this.problem(path, ...pending);
        if (cut)
            this.problem(path, cut);
        const { hidden } = this.live;
        this.live = undefined;
        if (hidden && this.parts.onFindings)
            this.parts.onFindings({ path: shownPath(path), diagnostics: [], hidden });
        if (cut)
            return 413;
        if (!this.parts.reject)
            return 200;
        return !decodable ? 400 : valid ? 200 : 422;
    }
    /**
     * The release a request's records are judged by: `--agent`, else the agent's version in its
     * User-Agent (sink-http sends `Netify Agent/5.0.7 (...)`), else the first record of the same
     * device that told.
     */
    releaseOf(headers, device) {
        if (this.parts.agent)
            return this.parts.agent;
        const version = /Netify Agent\/(\S+)/.exec(headers['user-agent'] ?? '')?.[1];
        return releaseOfVersion(version) ?? this.detected.get(device);
    }
    /**
     * Ends the run: a length header still waiting never got its record. sink-http 1.0.13 drops its
     * queue when the agent stops, so the last record of a run can be lost: a warning, as a record lost.
     */
    finish() {
        for (const held of this.held.values())
            this.lost(held, 'the run ended first');
        this.held.clear();
    }
    lost(held, why) {
        this.problem(held.path, {
            severity: 'warning',
            code: 'record/truncated',
            message: `the legacy-socket length header of post ${held.post} to ${shownPath(held.path)} was not followed by its record (${why}): that record was lost; agent 5.0.7 posts header and record apart, and sink-http 1.0.13 drops its queue when the agent stops`,
            pointer: '',
        });
    }
    addRecord(path, record, extra) {
        const report = this.reports.of(path);
        const index = report.counts.records;
        if (extra.length) {
            record.diagnostics.push(...extra.map((d) => ({ ...d, record: record.index, offset: record.offset })));
            record.valid &&= !hasErrors(extra);
        }
        report.addRecord(boundedRecord(record));
        this.emit(path, index, record.diagnostics);
    }
    emit(path, record, diagnostics) {
        if (!this.parts.onFindings)
            return;
        const levels = this.parts.levels;
        const leveled = levels === undefined ? diagnostics : diagnostics.map((d) => atLevel(d, levels)).filter((d) => d !== undefined);
        const shown = leveled.filter((d) => {
            if (d.severity !== 'info' && !sayOnce.has(d.code))
                return true;
            // A digest, not the text: distinct 50 KB member names must not be kept whole.
            const id = createHash('sha256').update(`${path}\0${d.code}\0${d.pointer}\0${d.message}`).digest('base64');
            if (this.shown.has(id) || this.shown.size >= MAX_SHOWN)
                return false;
            this.shown.add(id);
            return true;
        });
        if (shown.length === 0)
            return;
        let listed = shown.map(boundedFinding);
        if (this.live) {
            // The cut of a body is always said.
            const room = Math.max(0, this.live.left);
            const over = listed.filter((d, i) => i >= room && d.code !== 'receive/too-large');
            if (over.length)
                listed = listed.filter((d, i) => i < room || d.code === 'receive/too-large');
            this.live.left -= shown.length;
            this.live.hidden += over.length;
            if (listed.length === 0)
                return;
        }
        this.parts.onFindings({ ...(record !== undefined ? { record } : {}), path: shownPath(path), diagnostics: listed });
    }
}
