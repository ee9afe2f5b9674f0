/**
 * The YAML document tree walked once: where each value and member name starts (for `locate`),
 * duplicate keys, the nesting limit, and the pointer of an error's offset.
 */
import { Pair, YAMLMap, isAlias, isMap, isPair, isScalar, isSeq } from 'yaml';
import { childPointer } from '../pointer.js';
import { MAX_DEPTH } from './document.js';
import { FindingsCap } from '../cap.js';
import { DUPLICATE_KEY_SUGGESTION, duplicateKeyMessage, numberProblem, parseError, tooDeepMessage } from './diagnostics.js';
import { LocationTable } from './location.js';
/**
 * How many alias expansions `toJS` may make. A handful of anchors is normal in a config; the
 * "billion laughs" document needs millions, and would otherwise take unbounded time and memory.
 */
export const MAX_ALIAS_COUNT = 100;
export function pointerOf(visit) {
    const tokens = [];
    for (let v = visit; v !== undefined; v = v.parent)
        if (v.token !== undefined)
            tokens.push(v.token);
    return childPointer('', ...tokens.reverse());
}
function startOf(node, fallback) {
    if (isPair(node))
        return startOf(node.key, fallback);
    const range = node?.range;
    return range === undefined ? fallback : range[0];
}
/**
 * Walks the document tree once, iteratively (depth is bounded only by the input), recording
 * where each value and member name starts, reporting duplicate keys with both lines, and
 * checking the nesting limit. Aliases are not followed: a pointer below one locates the alias.
 */
export function walkTree(doc, positionOf, cap = new FindingsCap()) {
    const walk = {
        table: new LocationTable(),
        diagnostics: [],
        duplicateKeysAt: new Set(),
        aliases: [],
    };
    const { table } = walk;
    const pending = [
        {
            node: doc.contents,
            keyAt: -1,
            fallbackAt: 0,
            name: undefined,
            token: undefined,
            parent: undefined,
            depth: 0,
            close: -1,
        },
    ];
    for (;;) {
        const visit = pending.pop();
        if (visit === undefined)
            return walk;
        if (visit.close >= 0) {
            table.close(visit.close);
            continue;
        }
        const { node } = visit;
        const at = startOf(node, visit.fallbackAt);
        // A pair inside a sequence (`[a: 1]`) is a one-member map.
        const members = isMap(node) ? node.items : isPair(node) ? [node] : undefined;
        const items = isSeq(node) ? node.items : undefined;
        const row = table.add(at, visit.keyAt, visit.name, items !== undefined);
        if (isAlias(node))
            walk.aliases.push({ offset: at, source: node.source, visit });
        if (isScalar(node) && typeof node.value === 'number' && typeof node.source === 'string') {
            const problem = numberProblem(node.source, node.value);
            if (problem !== undefined && walk.diagnostics.length >= cap.max)
                cap.leave(problem.severity, 'parse/precision');
            else if (problem !== undefined) {
                walk.diagnostics.push({ ...parseError('parse/precision', problem.message, pointerOf(visit), positionOf(at)), severity: problem.severity });
            }
        }
        if (members === undefined && items === undefined)
            continue;
        if (visit.depth >= MAX_DEPTH) {
            walk.diagnostics.push(parseError('parse/too-deep', tooDeepMessage(MAX_DEPTH), pointerOf(visit), positionOf(at), 'flatten the structure'));
            return walk;
        }
        const children = [];
        const depth = visit.depth + 1;
        if (items !== undefined) {
            items.forEach((item, index) => {
                children.push({
                    node: item,
                    keyAt: -1,
                    fallbackAt: at,
                    name: undefined,
                    token: index,
                    parent: visit,
                    depth,
                    close: -1,
                });
            });
        }
        else if (members !== undefined) {
            const seen = new Map();
            for (const pair of members) {
                const name = keyName(pair.key, doc);
                const keyAt = startOf(pair.key, at);
                const first = seen.get(name);
                if (first === undefined) {
                    seen.set(name, keyAt);
                }
                else {
                    walk.duplicateKeysAt.add(keyAt);
                    // Past the cap, counted: no message, pointer or position built.
                    if (walk.diagnostics.length >= cap.max)
                        cap.leave('error', 'parse/duplicate-key');
                    else
                        walk.diagnostics.push(parseError('parse/duplicate-key', duplicateKeyMessage(name, positionOf(first)), childPointer(pointerOf(visit), name), positionOf(keyAt), DUPLICATE_KEY_SUGGESTION));
                }
                children.push({
                    node: pair.value,
                    keyAt,
                    fallbackAt: keyAt,
                    name,
                    token: name,
                    parent: visit,
                    depth,
                    close: -1,
                });
            }
        }
        pending.push({ ...visit, close: row });
        for (let i = children.length - 1; i >= 0; i--)
            pending.push(children[i]);
    }
}
/**
 * The member name a key becomes in the JavaScript value, the way the yaml package's `toJS` makes
 * it: null is '', other scalars go through `String`, and anything else is stringified by yaml.
 */
function keyName(key, doc) {
    if (key === null || key === undefined)
        return '';
    if (isScalar(key)) {
        const v = key.value;
        if (v === null || v === undefined)
            return '';
        if (typeof v !== 'object')
            return String(v);
    }
    try {
        const probe = new YAMLMap();
        probe.items.push(new Pair(key, null));
        const js = probe.toJS(doc, { maxAliasCount: MAX_ALIAS_COUNT });
        return Object.keys(js)[0] ?? '';
    }
    catch {
        return String(key);
    }
}
/** The pointer of the deepest value whose source range holds `offset` (for yaml's own errors). */
export function pointerAt(doc, offset) {
    const tokens = [];
    let node = doc.contents;
    for (let depth = 0; depth <= MAX_DEPTH; depth++) {
        let next;
        if (isMap(node)) {
            for (const pair of node.items) {
                if (holds(pair.value, offset)) {
                    tokens.push(keyName(pair.key, doc));
                    next = pair.value;
                    break;
                }
                if (holds(pair.key, offset)) {
                    tokens.push(keyName(pair.key, doc));
                    break;
                }
            }
        }
        else if (isSeq(node)) {
            const index = node.items.findIndex((item) => holds(item, offset));
            if (index >= 0) {
                tokens.push(index);
                next = node.items[index];
            }
        }
        if (next === undefined)
            break;
        node = next;
    }
    return childPointer('', ...tokens);
}
function holds(node, offset) {
    const range = node?.range;
    return range !== undefined && range[0] <= offset && offset < range[2];
}
