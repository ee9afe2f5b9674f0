import type { Formatter } from './formatter.js';
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
export declare const formatJson: Formatter;
