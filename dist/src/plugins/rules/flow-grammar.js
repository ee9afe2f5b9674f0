/**
 * The flow expression language of agent 5.0.7 (the language proc-core 1.0.30's `flow_filters`
 * are written in), read the way the agent reads it: a flex scanner (the longest match wins, the
 * first rule on a tie) feeding an LALR parser whose stack holds at most 9,999 entries. This is a
 * re-statement of that language from its public grammar, checked against the agent itself (see
 * docs/flow-filters.md); it reports where the agent's parser stops, not what an expression means.
 */
/** Every word the scanner knows: a field, by each spelling, or a keyword value. */
const words = {
    ip_protocol: 'f:count',
    vlan_id: 'f:count',
    local_port: 'f:count',
    other_port: 'f:count',
    fwmark: 'f:count',
    ndpi_risk_score: 'f:count',
    ndpi_risk_client: 'f:count',
    ndpi_risk_server: 'f:count',
    ssl_version: 'f:count',
    ssl_cipher: 'f:count',
    ip_version: 'f:version',
    ip_nat: 'f:flag',
    detection_guessed: 'f:flag',
    detection_updated: 'f:flag',
    other_type: 'f:other',
    tunnel_type: 'f:tunnel',
    origin: 'f:origin',
    local_mac: 'f:mac',
    other_mac: 'f:mac',
    local_ip: 'f:ip',
    other_ip: 'f:ip',
    app: 'f:app',
    application: 'f:app',
    application_id: 'f:app',
    app_id: 'f:app',
    protocol: 'f:app',
    proto: 'f:app',
    protocol_id: 'f:app',
    proto_id: 'f:app',
    cat: 'f:name',
    category: 'f:name',
    application_category: 'f:name',
    app_category: 'f:name',
    domain_category: 'f:name',
    dom_category: 'f:name',
    protocol_category: 'f:name',
    proto_category: 'f:name',
    risks: 'f:risks',
    detected_hostname: 'f:host',
    other_unknown: 'v:other',
    other_unsupported: 'v:other',
    other_local: 'v:other',
    other_multicast: 'v:other',
    other_broadcast: 'v:other',
    other_remote: 'v:other',
    other_error: 'v:other',
    tunnel_none: 'v:tunnel',
    tunnel_gtp: 'v:tunnel',
    origin_local: 'v:origin',
    origin_other: 'v:origin',
    origin_unknown: 'v:origin',
};
/** The scanner's words, longest first: the longest word a text starts with is the scanner's match. */
const wordsLongestFirst = Object.keys(words).sort((a, b) => b.length - a.length);
/**
 * The scanner's rules in its order. Its character classes are written `[t|T]`, which also holds
 * `|`: so `||||` is the value true, `|||||` false, `|||` the operator and. Its `.` is any character
 * but a line feed.
 */
const rules = [
    [/[t|T][r|R][u|U][e|E]/y, 'v:flag'],
    [/[f|F][a|A][l|L][s|S][e|E]/y, 'v:flag'],
    [/[a-fA-F0-9]{2}(?::[a-fA-F0-9]{2}){5}/y, 'v:mac'],
    [/[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\/[0-9]+/y, 'v:ip'],
    [/[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}/y, 'v:ip'],
    [/::1/y, 'v:ip'],
    [/[a-fA-F0-9]{1,4}:{1,2}[a-fA-F0-9:]*\/[0-9]+/y, 'v:ip'],
    [/[a-fA-F0-9]{1,4}:{1,2}[a-fA-F0-9:]*/y, 'v:ip'],
    [/'[a-zA-Z0-9][a-zA-Z0-9:/._+() -]+'/y, 'v:name'],
    [/0x[a-fA-F0-9]+/y, 'v:number'],
    [/[0-9]+/y, 'v:number'],
    [/==|!=|>=|<=/y, 'op'],
    [/&&/y, 'join'],
    [/[a|A][n|N][d|D]/y, 'join'],
    [/\|\|/y, 'join'],
    [/[o|O][r|R]/y, 'join'],
    [/[ \t\n]+/y, 'space'],
];
/**
 * The tokens of `expr` as the scanner cuts them, whitespace dropped, up to the end of input. A
 * character no rule takes is a token of its own; the scanner hands it to the parser as a signed
 * byte, so NUL and every non-ASCII character (a byte above 0x7f is negative) read as the end of input.
 */
export function flowTokens(expr) {
    const out = [];
    let at = 0;
    /** No `'rx:` before this offset can close: its line holds no later quote. */
    let unclosedUntil = 0;
    while (at < expr.length) {
        const word = wordsLongestFirst.find((w) => expr.startsWith(w, at));
        let best = word === undefined ? undefined : { kind: words[word], text: word, at };
        const take = (kind, text) => {
            if (best === undefined || text.length > best.text.length)
                best = { kind, text, at };
        };
        for (const [pattern, kind] of rules) {
            pattern.lastIndex = at;
            const m = pattern.exec(expr);
            if (m !== null)
                take(kind, m[0]);
            // The regex rule sits after the name rule: `'rx:...'` is a regex only where it is longer.
            if (kind === 'v:name' && at >= unclosedUntil && expr.startsWith("'rx:", at)) {
                const lineEnd = expr.indexOf('\n', at) === -1 ? expr.length : expr.indexOf('\n', at);
                const close = expr.lastIndexOf("'", lineEnd - 1);
                if (close >= at + 4)
                    take('v:regex', expr.slice(at, close + 1));
                else
                    unclosedUntil = lineEnd;
            }
        }
        if (best === undefined) {
            const code = expr.charCodeAt(at);
            if (code === 0 || code > 0x7f)
                break;
            best = { kind: expr[at], text: expr[at], at };
        }
        if (best.kind !== 'space')
            out.push(best);
        at += best.text.length;
    }
    return out;
}
/** What each field may be compared with (`==`, `!=`; `order` fields also `>=`, `<=`, `>`, `<`); `bare`: alone or after `!`. */
const fields = {
    'f:count': { values: ['v:number'], order: true, bare: true },
    'f:version': { values: ['v:number'] },
    'f:flag': { values: ['v:flag'], bare: true },
    'f:other': { values: ['v:other'], bare: true },
    'f:tunnel': { values: ['v:tunnel'], bare: true },
    'f:origin': { values: ['v:origin'], bare: true },
    'f:mac': { values: ['v:mac'] },
    'f:ip': { values: ['v:ip'] },
    'f:app': { values: ['v:number', 'v:name'], bare: true },
    'f:name': { values: ['v:name'] },
    'f:risks': { values: ['v:name'], bare: true },
    'f:host': { values: ['v:name', 'v:regex'], bare: true },
};
/** The parser's stack limit (bison's YYMAXDEPTH): a parse that needs this many entries fails with "memory exhausted". */
const flowStackLimit = 10_000;
/** Where the parser stopped: thrown inside `readFlowExpression`. */
class Stop extends Error {
}
/** Reads `expr` as agent 5.0.7's flow parser does. */
export function readFlowExpression(expr) {
    const list = flowTokens(expr);
    let i = 0;
    let deepest = 0;
    let statements = 0;
    let regexEquals = false;
    let literalRx = false;
    const peek = () => list[i];
    /** Shifts the current token onto the parser's stack, which is then `depth` entries deep. */
    const push = (depth) => {
        i++;
        deepest = Math.max(deepest, depth);
        if (deepest >= flowStackLimit)
            throw new Stop('memory');
    };
    const fail = (what) => {
        const at = peek();
        throw new Stop(at === undefined ? `it ends where ${what} should follow` : `${JSON.stringify(at.text)} where ${what} should be`);
    };
    /** One comparison on a stack `base` entries deep (it leaves one entry there). */
    const comparison = (base) => {
        let depth = base;
        const negated = peek()?.kind === '!';
        if (negated)
            push(++depth);
        const field = peek();
        const spec = field === undefined ? undefined : fields[field.kind];
        if (spec === undefined)
            fail(negated
                ? 'a flow field that can stand alone (such as ip_nat, local_port, app)'
                : 'a flow field (such as ip_protocol, local_port, app, detected_hostname), "!" or "("');
        if (negated && !spec.bare)
            fail(`a flow field that can stand alone (${field.text} cannot)`);
        push(++depth);
        if (negated)
            return;
        const op = peek();
        const ordered = op?.kind === '>' || op?.kind === '<' || op?.text === '>=' || op?.text === '<=';
        if (!(op?.kind === 'op' || ordered)) {
            if (spec.bare)
                return;
            fail(`a comparison of ${field.text} ("==" or "!=")`);
        }
        if (ordered && !spec.order)
            throw new Stop(`${JSON.stringify(op.text)} does not compare ${field.text} (only == and != do)`);
        push(++depth);
        const value = peek();
        if (value === undefined || !spec.values.includes(value.kind))
            fail(`a value ${field.text} can be compared with`);
        push(++depth);
        // Its rule is reduced (and its code run) at once, whatever follows.
        if (value.kind === 'v:regex' && op.text === '==')
            regexEquals = true;
        if (value.kind === 'v:name' && field.kind === 'f:host' && value.text.startsWith("'rx:"))
            literalRx = true;
    };
    try {
        // The stack starts as the start state and the empty statement list: 2 entries.
        let depth = 2;
        /** The stack's depth below each open parenthesis. */
        const opens = [];
        while (i < list.length) {
            while (peek()?.kind === '(') {
                opens.push(depth);
                push(++depth);
            }
            comparison(depth);
            depth++;
            // bison shifts on every and/or (its 4 expected conflicts), so a chain stays on the stack until it ends.
            for (;;) {
                const next = peek()?.kind;
                if (next === 'join') {
                    push(++depth);
                    break;
                }
                if (next === ')' && opens.length > 0) {
                    const below = opens.pop();
                    push(below + 3);
                    depth = below + 1;
                    continue;
                }
                if (opens.length > 0)
                    fail('")", "and" or "or"');
                if (next !== ';')
                    fail('";" (every expression ends with one)');
                push(4);
                depth = 2;
                statements++;
                break;
            }
            if (depth === 2 && opens.length === 0)
                continue;
            if (i >= list.length)
                fail('a flow field (such as ip_protocol, local_port, app, detected_hostname), "!" or "("');
        }
    }
    catch (e) {
        if (!(e instanceof Stop))
            throw e;
        if (e.message === 'memory') {
            return {
                failure: {
                    kind: 'memory',
                    column: (peek()?.at ?? expr.length) + 1,
                    message: `it nests or chains so deep that the parser's stack of ${flowStackLimit - 1} entries overflows`,
                },
                statements,
                regexEquals,
                literalRx,
            };
        }
        return { failure: { kind: 'syntax', column: (peek()?.at ?? expr.length) + 1, message: e.message }, statements, regexEquals, literalRx };
    }
    return { statements, regexEquals, literalRx };
}
