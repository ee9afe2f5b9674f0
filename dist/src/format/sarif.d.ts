import type { Formatter } from './formatter.js';
/**
 * One run whose driver lists a rule per code that occurs (sorted, so output is stable) and one
 * result per diagnostic, pointing at its rule by id and index.
 */
export declare const formatSarif: Formatter;
/**
 * Two 32-bit FNV-1a hashes (different offsets) as 16 hex digits: a stable key, not a secret (the
 * format layer loads no crypto module), cheap enough for a report of 100,000 findings.
 */
export declare function fingerprint(text: string): string;
/**
 * Where a file is, for SARIF: relative to `%SRCROOT%` (the base folder) when it lies under it, so
 * code scanning can place it; otherwise an absolute `file:` URI; standard input its own URN.
 */
export declare function artifactLocation(file: string, baseUri: string | undefined): {
    uri: string;
    uriBaseId?: string;
};
/**
 * The path as a URI reference: forward slashes, and percent-encoding for what a URI cannot hold
 * (spaces, `%`, `#`, `?`), so consumers do not read part of a name as a fragment or query. An
 * absolute path becomes a `file:` URI.
 */
export declare function toUri(file: string): string;
