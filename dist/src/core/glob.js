/**
 * Glob patterns for settings files and `--ignore-pattern`, matched against `/`-separated paths
 * relative to a base folder. Node's `path.matchesGlob` is experimental on Node 20 and 22, so this
 * is the subset users write in ESLint and .gitignore files:
 * - `*` any run of characters but `/`; `?` one character but `/`; `[abc]`, `[a-z]`, `[!abc]`;
 * - `**` as a whole segment: any number of folders (none included);
 * - `{a,b}` either alternative (not nested; at most 64 expansions a pattern, counted before any is
 *   built, and at most 4096 characters a pattern, so a settings file cannot make reading it cost
 *   more than a few hundred thousand characters of work);
 * - a pattern without a `/` (or only a trailing one) matches the name at any depth, as in
 *   .gitignore (`package.json` is `** /package.json`); a trailing `/` matches a folder's files; a
 *   leading `./` or `/` anchors it to the base folder.
 * No regular expression: wildcards are matched by the two-pointer method, so a pattern with many
 * `*` costs at most (pattern × path) steps, never the exponential backtracking of a naive
 * translation.
 */
const MAX_EXPANSIONS = 64;
/** The longest pattern read: longer than any path (PATH_MAX is 4096 bytes). */
const MAX_PATTERN_LENGTH = 4096;
/** The most characters a pattern's alternatives hold together. */
const MAX_EXPANDED_LENGTH = 16 * 1024;
/** Compiles `pattern`; `undefined` for one that cannot be read (see {@link globProblem} for why). */
export function compileGlob(pattern) {
    const compiled = compile(pattern);
    return typeof compiled === 'string' ? undefined : compiled;
}
/** Why `pattern` cannot be read (`has an unclosed "{"`), or undefined when it can. */
export function globProblem(pattern) {
    const compiled = compile(pattern);
    return typeof compiled === 'string' ? compiled : undefined;
}
function compile(pattern) {
    if (pattern.length > MAX_PATTERN_LENGTH)
        return `is longer than ${MAX_PATTERN_LENGTH} characters, longer than any path`;
    let body = pattern.replace(/\\/g, '/');
    let anchored = false;
    if (body.startsWith('./'))
        ((body = body.slice(2)), (anchored = true));
    else if (body.startsWith('/'))
        ((body = body.slice(1)), (anchored = true));
    const folder = body.endsWith('/');
    if (folder)
        body = body.slice(0, -1);
    if (body === '')
        return 'names no file';
    if (body.includes('\0'))
        return 'holds a NUL character';
    if (!anchored && !body.includes('/'))
        body = `**/${body}`;
    if (folder)
        body += '/**';
    const expanded = expandBraces(body);
    if (typeof expanded === 'string')
        return expanded;
    const compiled = [];
    let size = 0;
    for (const one of expanded) {
        size += one.length;
        const segments = one.split('/').map(segmentOf);
        if (segments.some((s) => s === undefined))
            return 'has an unclosed "["';
        compiled.push(segments);
    }
    return {
        pattern,
        size,
        matches: (path) => {
            const names = path
                .replace(/\\/g, '/')
                .replace(/^(\.\/)+/, '')
                .split('/');
            return compiled.some((segments) => matchSegments(segments, names));
        },
    };
}
/** `a{b,c}d{e,f}` as its alternatives; why not, for an unclosed brace or too many alternatives. */
function expandBraces(body) {
    let out = [''];
    // The characters of `out` together, counted before each step builds them.
    let total = 0;
    const tooLong = `has alternatives longer than ${MAX_EXPANDED_LENGTH} characters together (the choices of its {...} braces multiplied)`;
    for (let i = 0; i < body.length; i++) {
        if (total > MAX_EXPANDED_LENGTH)
            return tooLong;
        const c = body[i];
        if (c === '[') {
            const end = body.indexOf(']', i + 2);
            if (end < 0)
                return 'has an unclosed "["';
            out = out.map((o) => o + body.slice(i, end + 1));
            total += out.length * (end + 1 - i);
            i = end;
        }
        else if (c === '{') {
            const end = body.indexOf('}', i + 1);
            if (end < 0)
                return 'has an unclosed "{"';
            const choices = body.slice(i + 1, end).split(',');
            // Counted before they are built: {a,b}{a,b}{x,x,...} must not cost its product first.
            if (out.length * choices.length > MAX_EXPANSIONS)
                return `has more than ${MAX_EXPANSIONS} alternatives (the choices of its {...} braces multiplied)`;
            const grown = total * choices.length + out.length * (end - i - 1 - (choices.length - 1));
            if (grown > MAX_EXPANDED_LENGTH)
                return tooLong;
            out = out.flatMap((o) => choices.map((x) => o + x));
            total = grown;
            i = end;
        }
        else {
            out = out.map((o) => o + c);
            total += out.length;
        }
    }
    return total > MAX_EXPANDED_LENGTH ? tooLong : out;
}
function segmentOf(text) {
    if (text === '**')
        return 'globstar';
    const pieces = [];
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '*') {
            if (pieces.at(-1) && 'star' in pieces.at(-1))
                continue;
            pieces.push({ star: true });
        }
        else if (c === '?')
            pieces.push({ any: true });
        else if (c === '[') {
            const end = text.indexOf(']', i + 2);
            if (end < 0)
                return undefined;
            let set = text.slice(i + 1, end);
            const negate = set.startsWith('!') || set.startsWith('^');
            if (negate)
                set = set.slice(1);
            pieces.push({ set, negate });
            i = end;
        }
        else
            pieces.push({ char: c });
    }
    return pieces;
}
function inSet(set, c) {
    for (let i = 0; i < set.length; i++) {
        if (set[i + 1] === '-' && i + 2 < set.length) {
            if (c >= set[i] && c <= set[i + 2])
                return true;
            i += 2;
        }
        else if (set[i] === c)
            return true;
    }
    return false;
}
function pieceMatches(p, c) {
    if ('char' in p)
        return p.char === c;
    if ('any' in p)
        return true;
    return 'set' in p && inSet(p.set, c) !== p.negate;
}
/** One path segment against pieces: the two-pointer wildcard match (linear backtracking to the last `*`). */
function matchName(pieces, name) {
    let p = 0;
    let n = 0;
    let star = -1;
    let mark = 0;
    while (n < name.length) {
        const piece = pieces[p];
        if (piece !== undefined && 'star' in piece) {
            star = p++;
            mark = n;
        }
        else if (piece !== undefined && pieceMatches(piece, name[n])) {
            p++;
            n++;
        }
        else if (star >= 0) {
            p = star + 1;
            n = ++mark;
        }
        else
            return false;
    }
    while (p < pieces.length && 'star' in pieces[p])
        p++;
    return p === pieces.length;
}
/** Segments against path names; `**` takes any number of names (the same two-pointer method). */
function matchSegments(segments, names) {
    let s = 0;
    let n = 0;
    let star = -1;
    let mark = 0;
    while (n < names.length) {
        const seg = segments[s];
        if (seg === 'globstar') {
            star = s++;
            mark = n;
        }
        else if (seg !== undefined && matchName(seg, names[n])) {
            s++;
            n++;
        }
        else if (star >= 0) {
            s = star + 1;
            n = ++mark;
        }
        else
            return false;
    }
    while (s < segments.length && segments[s] === 'globstar')
        s++;
    return s === segments.length;
}
