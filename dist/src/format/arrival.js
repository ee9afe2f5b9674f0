import { painter, printable, severityStyle } from './ansi.js';
/**
 * `#12 /flows /flow/ip_version error must be 4 or 6 [schema/enum]`: the 0-based arrival index
 * of the record on its path (`#-` for a request that brought no record), the request path, the
 * place in the record (`-` for the whole record or the request itself).
 */
export function formatArrival(record, path, diagnostics, color) {
    const paint = painter(color);
    return diagnostics
        .map((d) => `#${record ?? '-'} ${printable(path)} ${d.pointer === '' ? '-' : printable(d.pointer)} ${paint(severityStyle[d.severity], d.severity)} ${printable(d.message)} [${d.code}]\n`)
        .join('');
}
