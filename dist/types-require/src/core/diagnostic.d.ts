/**
 * The one shape every problem takes, whatever found it (parser, schema, lint rule, resolver, CLI).
 */
/** How bad a finding is. Only `error` makes a config invalid; `warning` and `info` never do. */
export type Severity = 'error' | 'warning' | 'info';
/**
 * The closed set of diagnostic codes. A code names the rule, never the wording, so tools can
 * filter on it while messages improve.
 */
export type DiagnosticCode = 'parse/syntax' | 'parse/duplicate-key' | 'parse/too-deep' | 'parse/empty' | 'parse/not-object' | 'io/read' | 'file/ignored' | 'parse/precision' | 'kind/undetected' | 'kind/unsupported' | 'schema/type' | 'schema/required' | 'schema/enum' | 'schema/pattern' | 'schema/range' | 'schema/length' | 'schema/additional' | 'schema/invalid' | 'key/unknown' | 'spec/divergence' | 'field/behaviour' | 'ref/sink-target' | 'var/unknown' | 'var/too-long' | 'resolve/effective-invalid' | 'deploy/duplicate-tag' | 'deploy/missing-library' | 'deploy/role-mismatch' | 'deploy/missing-config' | 'deploy/config-unchecked' | 'deploy/version-dependent' | 'deploy/ignored-file' | 'deploy/ignored-section' | 'deploy/unknown-kind' | 'deploy/sink-not-loaded' | 'deploy/channel-missing' | 'deploy/sink-unused' | 'call/argument' | 'internal/error' | 'record/not-object' | 'record/no-type' | 'record/unknown-type' | 'record/aggregator-batch' | 'record/framing' | 'record/truncated' | 'record/too-large' | 'record/agent-release' | 'record/legacy-document' | 'record/stream' | 'schema/format' | 'api/unknown-object' | 'api/url' | 'api/unknown-operation' | 'api/method' | 'api/auth' | 'api/content-type' | 'api/status' | 'api/alternatives' | 'receive/method' | 'receive/bad-request' | 'receive/timeout' | 'receive/too-large' | 'receive/headers' | 'receive/body' | 'receive/unknown-channel' | 'receive/unexpected-type' | 'receive/format-mismatch' | 'receive/header-missing' | 'receive/no-posts';
/** One problem, located by JSON Pointer and, when the source text is known, by 1-based position. */
export interface Diagnostic {
    severity: Severity;
    code: DiagnosticCode;
    /** One sentence a person understands. */
    message: string;
    /**
     * JSON Pointer (RFC 6901) of the offending value; for a missing member, of the object that
     * lacks it. `''` is the whole document.
     */
    pointer: string;
    /** A concrete fix, e.g. the key that was probably meant. */
    suggestion?: string;
    /** 1-based line of the offending value, when the source text is known. */
    line?: number;
    /** 1-based column of the offending value, when the source text is known. */
    column?: number;
    /** 0-based index of the record in its stream, for findings on telemetry records. */
    record?: number;
    /** Byte offset in the stream of the record (or of the framing problem), for telemetry streams. */
    offset?: number;
}
/** True when any diagnostic is an error; false for what is no array or cannot be read (a revoked proxy, a throwing getter). */
export declare function hasErrors(diagnostics: readonly Diagnostic[]): boolean;
/** Orders diagnostics by position (those without one first); stable for equal positions. */
export declare function byPosition(a: Diagnostic, b: Diagnostic): number;
