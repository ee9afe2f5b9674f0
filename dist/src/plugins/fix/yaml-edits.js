/**
 * Fixes in YAML text through the `yaml` package's CST: the scalar token of the member name or
 * value is rewritten by `CST.setScalarValue` (which keeps its quoting style when it can) and
 * becomes one edit at the token's offset, so comments, anchors, layout and every other byte stay.
 * A document with aliases or merge keys is left alone: one token there may stand for many values.
 */
import { CST, isAlias, isMap, isPair, isScalar, isSeq, parseAllDocuments, visit } from 'yaml';
import { parsePointer } from '../../core/pointer.js';
const FLOW_SCALARS = new Set(['scalar', 'single-quoted-scalar', 'double-quoted-scalar']);
/** The edit of each fix whose scalar holds what the fix expects. */
export function yamlEdits(text, fixes) {
    const edits = new Map();
    const docs = parseAllDocuments(text, { keepSourceTokens: true, schema: 'core', merge: true, uniqueKeys: false, logLevel: 'error' });
    if (!Array.isArray(docs) || docs.length !== 1 || docs[0].errors.length > 0)
        return edits;
    const doc = docs[0];
    let shared = false;
    visit(doc, {
        Alias: () => {
            shared = true;
            return visit.BREAK;
        },
        Pair: (_, pair) => {
            if (isScalar(pair.key) && pair.key.value === '<<') {
                shared = true;
                return visit.BREAK;
            }
            return undefined;
        },
    });
    if (shared)
        return edits;
    for (const fix of fixes) {
        const node = scalarFor(doc.contents, parsePointer(fix.pointer), fix.target);
        if (node === undefined || node.value !== fix.from || node.anchor !== undefined)
            continue;
        const token = node.srcToken;
        if (token === undefined || !('source' in token) || !FLOW_SCALARS.has(token.type))
            continue;
        const copy = { ...token, end: 'end' in token && token.end ? [...token.end] : undefined };
        CST.setScalarValue(copy, fix.to);
        if (!FLOW_SCALARS.has(copy.type) || JSON.stringify(copy.end ?? []) !== JSON.stringify(('end' in token && token.end) || []))
            continue;
        edits.set(fix, { start: token.offset, end: token.offset + token.source.length, text: copy.source });
    }
    return edits;
}
/** The scalar node of the member name (`key`) or value at `tokens`; undefined when not one plain path. */
function scalarFor(root, tokens, target) {
    let node = root;
    for (let i = 0; i < tokens.length; i++) {
        const t = tokens[i];
        if (isAlias(node))
            return undefined;
        if (isSeq(node)) {
            node = /^(0|[1-9]\d*)$/.test(t) ? node.items[Number(t)] : undefined;
            if (i === tokens.length - 1 && target === 'key')
                return undefined;
            continue;
        }
        if (!isMap(node))
            return undefined;
        const pairs = node.items.filter((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === t);
        if (pairs.length !== 1)
            return undefined;
        const pair = pairs[0];
        if (i === tokens.length - 1 && target === 'key')
            return isScalar(pair.key) && typeof pair.key.value === 'string' ? pair.key : undefined;
        node = pair.value;
    }
    return isScalar(node) && typeof node.value === 'string' ? node : undefined;
}
