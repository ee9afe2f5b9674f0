import { summarize } from '../core/report.js';
import { printableJson } from '../core/printable.js';
/**
 * `{"results":[{file, kind, diagnostics}], "summary":{files, skipped, errors, warnings, infos, hidden}}`, 2-space
 * indented. Unknown values are `null` rather than absent so consumers can rely on every key;
 * `suggestion` is the exception, present only when there is one, and `kindFrom: "members"`,
 * after `kind`, present only when the config's members told its kind (not its name nor `--kind`).
 *
 * A stream of telemetry records has no kind and places findings by record:
 * `{"file", "counts":{records, invalid, types}, "diagnostics":[{severity, code, message, pointer, record, line?, column?, offset?}]}`
 * (`counts` per stream, or per request path for `receive`: which records arrived where), then
 * `"stream":{first?, last?, flows:{opened, purged, untracked}}` (time span in Unix ms, flows), and the
 * summary adds `records`, `invalid` and `types`.
 */
export const formatJson = (results, ctx) => {
    const document = {
        results: results.map((r) => r.records
            ? {
                file: r.file,
                counts: { records: r.records.records, invalid: r.records.invalid, types: r.records.types },
                ...(r.records.stream ? { stream: r.records.stream } : {}),
                diagnostics: r.diagnostics.map(recordToJson),
            }
            : { file: r.file, kind: r.kind ?? null, ...(r.kindFrom ? { kindFrom: r.kindFrom } : {}), diagnostics: r.diagnostics.map(toJson) }),
        // Totals count every finding, those --quiet left out too; `hidden` says how many that is.
        summary: jsonSummary(ctx.summary ?? summarize(results), ctx.hidden ?? 0),
    };
    return printableJson(JSON.stringify(document, null, 2)) + '\n';
};
/**
 * The totals; of configs, `skipped` (files a walk found that are no agent config) always, after
 * `files` (a summary of record streams has none).
 */
function jsonSummary(summary, hidden) {
    const { files, skipped = 0, ...rest } = summary;
    return summary.records === undefined ? { files, skipped, ...rest, hidden } : { files, ...rest, hidden };
}
/** A finding on a record stream: `record` is null for a problem of the stream itself. */
function recordToJson(d) {
    const out = { severity: d.severity, code: d.code, message: d.message, pointer: d.pointer, record: d.record ?? null };
    if (d.line !== undefined)
        out.line = d.line;
    if (d.column !== undefined)
        out.column = d.column;
    if (d.offset !== undefined)
        out.offset = d.offset;
    if (d.suggestion !== undefined)
        out.suggestion = d.suggestion;
    return out;
}
// Built member by member so the key order is the documented one, whatever order the
// diagnostic object was created in.
function toJson(d) {
    const out = {
        severity: d.severity,
        code: d.code,
        message: d.message,
        pointer: d.pointer,
        line: d.line ?? null,
        column: d.column ?? null,
    };
    if (d.suggestion !== undefined)
        out.suggestion = d.suggestion;
    return out;
}
