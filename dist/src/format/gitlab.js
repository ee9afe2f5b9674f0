import { printableJson } from '../core/printable.js';
import { fingerprint } from './sarif.js';
import { messageWithHint } from './wording.js';
/** GitLab's severities run info, minor, major, critical, blocker; ESLint's GitLab reports use these. */
const severities = { error: 'major', warning: 'minor', info: 'info' };
/**
 * A JSON array with one issue per diagnostic (`[]` when there is none). GitLab needs a path and a
 * line for each: a finding with no line is placed on line 1, one on a `--var` value on a path of
 * that name. GitLab tells issues apart by fingerprint alone (a hash of the code, the path, the
 * pointer and the record, stable when lines move), so a repeated key gets its occurrence number.
 */
export const formatGitlab = (results, ctx) => {
    const issues = [];
    const seen = new Map();
    for (const r of results) {
        // A request path of `receive` is no file of the repository: given as it is.
        const path = r.commandLine || r.request ? r.file : repositoryPath(r.file, ctx.baseUri);
        for (const d of r.diagnostics) {
            const key = `${d.code}\0${path}\0${d.pointer}\0${d.record ?? ''}\0${r.commandLine ? d.message : ''}`;
            const count = seen.get(key) ?? 0;
            seen.set(key, count + 1);
            issues.push({
                description: r.commandLine ? `${r.file}: ${messageWithHint(d)}` : messageWithHint(d),
                check_name: d.code,
                fingerprint: fingerprint(count === 0 ? key : `${key}\0${count}`),
                severity: severities[d.severity],
                location: { path, lines: { begin: r.commandLine ? 1 : (d.line ?? 1) } },
            });
        }
    }
    return printableJson(JSON.stringify(issues, null, 2)) + '\n';
};
/**
 * The path as GitLab links it: relative to the repository (the working folder the base URI names)
 * when it lies under it, with forward slashes and no leading `./`; any other path as it is.
 */
export function repositoryPath(file, baseUri) {
    let path = file.replace(/\\/g, '/');
    if (baseUri?.startsWith('file://')) {
        const base = decodeURIComponent(new URL(baseUri).pathname).replace(/^\/([A-Za-z]:\/)/, '$1');
        if (path.startsWith(base))
            path = path.slice(base.length);
    }
    while (path.startsWith('./'))
        path = path.slice(2);
    return path;
}
