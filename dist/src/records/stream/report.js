import { atLevel } from '../../core/rule-levels.js';
import { isPlainObject } from '../../core/value.js';
import { StreamRules } from './stream-rules.js';
/** How many findings a report keeps unless told otherwise. */
export const DEFAULT_MAX_PROBLEMS = 1000;
/** How many record indices a group lists. */
const GROUP_INDICES = 5;
/** Findings that describe the stream's source (the agent) rather than one record: said once. */
const oncePerStream = new Set(['spec/divergence', 'key/unknown', 'record/aggregator-batch', 'record/legacy-document']);
/** Accumulates the records and problems of one stream (or of many payloads from one source). */
export class RecordReport {
    file;
    stats = { records: 0, invalid: 0, errors: 0, warnings: 0, infos: 0, types: {}, dropped: 0 };
    kept = [];
    groups = new Map();
    /** Findings said once per stream, by record type, code, pointer and wording (nested, so no key is built a finding). */
    said = new Map();
    saidCount = 0;
    maxProblems;
    rules;
    levels;
    /** @param file the name results carry (a path, `<stdin>`, a device or channel name) */
    constructor(file, options = {}) {
        this.file = file;
        // A constructor cannot return a finding: options that are null, no number or unreadable (a
        // throwing getter) give the defaults rather than an exception (the attack run's `null`).
        const { maxProblems, maxFlows, updateInterval, levels } = readReportOptions(options);
        this.maxProblems = maxProblems ?? DEFAULT_MAX_PROBLEMS;
        this.rules = new StreamRules(maxFlows, updateInterval);
        this.levels = levels;
    }
    /** Adds what a judge yielded. */
    add(event) {
        if (event.kind === 'record')
            this.addRecord(event.record);
        else
            this.addProblem(event.diagnostic);
    }
    /**
     * Adds one judged record. Its index is renumbered to its place in this report (so records
     * judged payload by payload get stream-wide indices).
     */
    addRecord(record) {
        const index = this.stats.records++;
        const type = record.type ?? '(unknown)';
        if (record.type !== undefined)
            this.stats.types[type] = (this.stats.types[type] ?? 0) + 1;
        if (!record.valid)
            this.stats.invalid++;
        for (const found of record.diagnostics) {
            const d = atLevel(found, this.levels);
            if (d === undefined)
                continue;
            if (oncePerStream.has(d.code) && this.alreadySaid(type, d))
                continue;
            this.count(d);
            // A position costs a parse of the record's text: found only for a finding that is kept or starts a group.
            let located;
            const place = () => (located ??= { ...record.locate(found), severity: d.severity, record: index });
            this.group(d, record.type, index, place);
            if (this.kept.length < this.maxProblems)
                this.kept.push(place());
            else
                this.stats.dropped++;
        }
        // Across records, with stream-wide indices: only valid records, whose members are what the schema says.
        if (record.valid)
            for (const d of this.rules.check(index, record.offset, record.type, record.value))
                this.addProblem(record.locate(d));
    }
    /**
     * Whether a once-per-stream finding was said before in this stream; else it is remembered (up to
     * 100,000 of them: past that, new ones are reported each time).
     */
    alreadySaid(type, d) {
        let byCode = this.said.get(type);
        let byPointer = byCode?.get(d.code);
        let messages = byPointer?.get(d.pointer);
        if (messages?.has(d.message))
            return true;
        if (this.saidCount >= 100_000)
            return false;
        this.saidCount++;
        if (!byCode)
            this.said.set(type, (byCode = new Map()));
        if (!byPointer)
            byCode.set(d.code, (byPointer = new Map()));
        if (!messages)
            byPointer.set(d.pointer, (messages = new Set()));
        messages.add(d.message);
        return false;
    }
    /** Adds a problem of the stream itself (framing, a cut, a size cap, a read error). */
    addProblem(found) {
        const d = atLevel(found, this.levels);
        if (d === undefined)
            return;
        this.count(d);
        this.keep(d);
        this.group(d, undefined, undefined);
    }
    /** Counts so far. */
    get counts() {
        return this.stats;
    }
    /** The result for the formatters: kept findings in stream order, counts, groups. */
    result() {
        return {
            file: this.file,
            diagnostics: [...this.kept],
            records: { ...this.stats, types: { ...this.stats.types }, stream: this.rules.result() },
            groups: [...this.groups.values()],
        };
    }
    count(d) {
        if (d.severity === 'error')
            this.stats.errors++;
        else if (d.severity === 'warning')
            this.stats.warnings++;
        else
            this.stats.infos++;
    }
    keep(d) {
        if (this.kept.length < this.maxProblems)
            this.kept.push(d);
        else
            this.stats.dropped++;
    }
    group(d, type, index, first = () => d) {
        // The whole finding, its message included: a member missing or absent is named by its message,
        // not its pointer (the object's), so `tcm_kb` and `tcm_kb_prev` stay two groups.
        const key = `${type ?? ''}\u0000${d.code}\u0000${d.pointer}\u0000${d.severity}\u0000${index === undefined ? d.offset : ''}\u0000${d.message}`;
        const group = this.groups.get(key);
        if (group) {
            group.count++;
            if (index !== undefined && group.records.length < GROUP_INDICES && group.records.at(-1) !== index)
                group.records.push(index);
        }
        else if (this.groups.size < this.maxProblems) {
            this.groups.set(key, { first: first(), ...(type !== undefined ? { type } : {}), count: 1, records: index === undefined ? [] : [index] });
        }
    }
}
/** The caps of `options` that are numbers of 0 or more (whole), each else undefined. */
function readReportOptions(options) {
    const count = (v) => (typeof v === 'number' && v >= 0 && (Number.isSafeInteger(v) || v === Infinity) ? v : undefined);
    try {
        if (typeof options !== 'object' || options === null)
            return {};
        const { maxProblems, maxFlows, updateInterval, levels } = options;
        const interval = typeof updateInterval === 'number' && updateInterval > 0 && Number.isFinite(updateInterval) ? updateInterval : undefined;
        return {
            maxProblems: count(maxProblems),
            maxFlows: count(maxFlows),
            updateInterval: interval,
            levels: isPlainObject(levels) ? levels : undefined,
        };
    }
    catch {
        return {};
    }
}
