import { printableJson } from '../core/printable.js';
import { ruleSarifHelp } from './rule-docs.js';
import { ruleHelp } from './rule-help.js';
import { ruleDescriptions } from './rules.js';
import { messageWithHint } from './wording.js';
const levels = {
    error: 'error',
    warning: 'warning',
    info: 'note',
};
/**
 * One run whose driver lists a rule per code that occurs (sorted, so output is stable) and one
 * result per diagnostic, pointing at its rule by id and index.
 */
export const formatSarif = (results, ctx) => {
    const codes = [...new Set(results.flatMap((r) => r.diagnostics.map((d) => d.code)))].sort();
    const ruleIndex = new Map(codes.map((code, i) => [code, i]));
    const log = {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'agentconf',
                        version: ctx.version,
                        // No informationUri nor helpUri: SARIF wants absolute URIs, and the project has no web
                        // site; each rule carries its help itself.
                        rules: codes.map((id) => ({
                            id,
                            shortDescription: { text: ruleDescriptions[id] },
                            fullDescription: { text: `${ruleDescriptions[id]} ${ruleHelp[id].why}` },
                            help: ruleSarifHelp(id),
                        })),
                    },
                },
                ...(ctx.baseUri === undefined ? {} : { originalUriBaseIds: { [SRCROOT]: { uri: ctx.baseUri } } }),
                // Positions come from JavaScript string offsets; SARIF would otherwise assume code points.
                columnKind: 'utf16CodeUnits',
                // Code scanning needs the base of every relative location; without one, the working folder.
                results: results.flatMap((r) => r.diagnostics.map((d) => toResult(r, d, ruleIndex, ctx.baseUri))),
            },
        ],
    };
    return printableJson(JSON.stringify(log, null, 2)) + '\n';
};
function toResult(r, d, ruleIndex, baseUri) {
    // A finding on a command-line value (--var) lies in no file: code scanning still needs a
    // location for every result, so it is placed on the base folder itself, with no region.
    const where = r.commandLine ? { uri: '', uriBaseId: SRCROOT } : r.request ? requestLocation(r.file) : artifactLocation(r.file, baseUri);
    const physicalLocation = { artifactLocation: where };
    // A request's body is no file a viewer can open at a line.
    if (d.line !== undefined && !r.commandLine && !r.request) {
        physicalLocation.region = d.column === undefined ? { startLine: d.line } : { startLine: d.line, startColumn: d.column };
    }
    const text = r.commandLine ? `${r.file}: ${messageWithHint(d)}` : messageWithHint(d);
    return {
        ruleId: d.code,
        ruleIndex: ruleIndex.get(d.code),
        level: levels[d.severity],
        message: { text },
        locations: [{ physicalLocation }],
        // The kind the file was checked as, when its members told it (the findings follow from it).
        ...(r.kindFrom === 'members' ? { properties: { 'agentconf/kind': r.kind, 'agentconf/kindFrom': r.kindFrom } } : {}),
        // Stable across runs and line moves: the code, the file and the place in the document.
        partialFingerprints: { 'agentconf/v1': fingerprint(`${d.code}\0${where.uri}\0${d.pointer}\0${d.record ?? ''}\0${r.commandLine ? d.message : ''}`) },
    };
}
/**
 * Two 32-bit FNV-1a hashes (different offsets) as 16 hex digits: a stable key, not a secret (the
 * format layer loads no crypto module), cheap enough for a report of 100,000 findings.
 */
export function fingerprint(text) {
    let a = 0x811c9dc5;
    let b = 0x01000193;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        a = Math.imul(a ^ c, 0x01000193);
        b = Math.imul(b ^ c, 0x01000193);
    }
    return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}
const SRCROOT = '%SRCROOT%';
/** Standard input names no file: a valid URI that no consumer mistakes for one. */
const STDIN_URI = 'urn:agentconf:stdin';
/**
 * Where a request of `receive` went: its path as a relative reference (`/v1/flows`), which no
 * consumer resolves against the checkout; a group of paths (`(other paths)`) its own URN.
 */
function requestLocation(path) {
    return path.startsWith('/') ? { uri: toUri(path).replace(/^file:\/\//, '') } : { uri: `urn:agentconf:receive:${encodeURIComponent(path)}` };
}
/**
 * Where a file is, for SARIF: relative to `%SRCROOT%` (the base folder) when it lies under it, so
 * code scanning can place it; otherwise an absolute `file:` URI; standard input its own URN.
 */
export function artifactLocation(file, baseUri) {
    if (file === '<stdin>')
        return { uri: STDIN_URI };
    const uri = toUri(file);
    // Without a base given, a relative path is still relative to %SRCROOT%: code scanning reads it so.
    if (baseUri === undefined)
        return /^[a-z][a-z0-9+.-]*:/i.test(uri) && !uri.startsWith('./') ? { uri } : { uri, uriBaseId: SRCROOT };
    // Resolve against the base: a relative path, or an absolute one that may lie under it.
    const absolute = new URL(uri, baseUri).href;
    if (absolute.startsWith(baseUri))
        return { uri: absolute.slice(baseUri.length), uriBaseId: SRCROOT };
    return { uri: absolute };
}
/**
 * The path as a URI reference: forward slashes, and percent-encoding for what a URI cannot hold
 * (spaces, `%`, `#`, `?`), so consumers do not read part of a name as a fragment or query. An
 * absolute path becomes a `file:` URI.
 */
export function toUri(file) {
    // encodeURI throws on lone surrogates; such a name cannot be encoded faithfully anyway.
    const wellFormed = file.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
    const path = encodeURI(wellFormed.replace(/\\/g, '/')).replace(/[#?]/g, encodeURIComponent);
    // A colon in the first segment would parse as a URI scheme: `C:` in `C:/x`, `a:` in `a:b`.
    if (/^[A-Za-z]:\//.test(path))
        return `file:///${path}`;
    if (path.startsWith('/'))
        return `file://${path}`;
    return /^[^/]*:/.test(path) ? `./${path}` : path;
}
