/** Reading a request's URL and headers into decoded, plain values. */
import { copyMember, isPlainObject, typeName } from '../core/value.js';
import { callArgument } from '../core/arguments.js';
import { boundText } from '../core/message.js';
import { childPointer } from '../core/pointer.js';
const isHeaderText = (v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
/**
 * Reads a URL relative to an API's base address (`/protocols/catalog?version=5.2`). A scheme and
 * host in front are ignored. Returns a sentence saying why when the URL cannot be read.
 */
export function readUrl(url) {
    if (typeof url !== 'string')
        return "the request needs a url: the path and query relative to the API's base address, such as /protocols/catalog?version=5.2";
    const relative = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
    const [beforeFragment] = relative.split('#', 1);
    const at = beforeFragment.indexOf('?');
    const path = at < 0 ? beforeFragment : beforeFragment.slice(0, at);
    if (!path.startsWith('/'))
        return `the url must be a path starting with "/", such as /protocols/catalog; got ${JSON.stringify(url.slice(0, 60))}`;
    const segments = [];
    for (const raw of path.slice(1).replace(/\/$/, '').split('/')) {
        try {
            segments.push(decodeURIComponent(raw));
        }
        catch {
            return `the url has a bad percent-encoding in the path segment ${JSON.stringify(raw.slice(0, 60))}`;
        }
    }
    const query = {};
    if (at >= 0) {
        for (const [name, value] of new URLSearchParams(beforeFragment.slice(at + 1))) {
            if (!Object.hasOwn(query, name))
                copyMember(query, name, value);
        }
    }
    return { path, segments, query };
}
/**
 * Headers as a plain object with lower-case names. Takes a plain object (values strings, numbers
 * or arrays of them, which are joined with ", ") or anything with `forEach` like fetch's Headers.
 */
export function readHeaders(headers, problems = []) {
    const out = {};
    const put = (name, value) => {
        if (typeof name !== 'string' || value === undefined || value === null)
            return;
        const parts = Array.isArray(value) ? value : [value];
        if (!parts.every(isHeaderText)) {
            // `{"toString": 1}` from parsed JSON has no text form: String() would throw.
            problems.push(callArgument(`header "${boundText(name, 60)}" must be a string (or a list of strings), not ${typeName(value)}; it is left out`, childPointer('/headers', name.toLowerCase())));
            return;
        }
        copyMember(out, name.toLowerCase(), parts.map(String).join(', '));
    };
    if (isPlainObject(headers) && typeof headers.forEach === 'function') {
        try {
            headers.forEach((value, name) => put(name, value));
        }
        catch {
            // Not a Headers after all: no headers.
        }
    }
    else if (isPlainObject(headers)) {
        for (const name of Object.keys(headers))
            put(name, headers[name]);
    }
    return out;
}
/**
 * A request or response as its argument check sees it: a body of bytes (a signature file, as an
 * ArrayBuffer or a typed array) is what the API sends, not a caller's mistake, so it is not walked.
 */
export function withoutBinaryBody(message) {
    try {
        if (!isPlainObject(message))
            return message;
        const body = message.body;
        return body instanceof ArrayBuffer || ArrayBuffer.isView(body) ? { ...message, body: null } : message;
    }
    catch {
        return message; // a getter or proxy that throws: the argument check says so
    }
}
