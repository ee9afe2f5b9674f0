import { childPointer, parsePointer } from './pointer.js';
import { closest } from './suggest.js';
import { describePlace, describeValue, quote, typeWord, valueAt } from './describe.js';
import { formatWords, patternWords } from './patterns.js';
/** Whether an error belongs to the branch at schema path `branch` (`.../anyOf/1`). */
const inBranch = (error, group) => error.schemaPath.startsWith(group.schemaPath + '/') && (error.instancePath === group.instancePath || error.instancePath.startsWith(group.instancePath + '/'));
const depth = (e) => e.instancePath.split('/').length * 1000 + e.schemaPath.length;
/**
 * Replaces each failed `anyOf` and its branch errors by what matters. Branch errors are told
 * apart by schema path (`.../anyOf/N/...`), so an anyOf branch must not hold a `$ref` (errors
 * inside a ref carry the target's path); a schema test keeps it so.
 * - every branch wants another type: one type error naming the choices;
 * - every branch misses a member (either-or requirements): one required error naming the choices;
 * - otherwise the errors of the first branch whose type the value has (the shape it was meant for).
 */
export function collapseAnyOf(errors) {
    const groups = errors.filter((e) => e.keyword === 'anyOf');
    if (groups.length === 0)
        return errors;
    // The list in its order (a Set keeps insertion order: a replacement goes last, as pushed), and
    // each group's members found through an index, not a scan of the list per group: 16,000 failed
    // anyOf (a channel list) took 194 s that way.
    const list = new Set(errors);
    const order = new Map();
    let next = 0;
    for (const e of errors)
        order.set(e, next++);
    const branchOf = new BranchIndex(groups);
    for (const e of errors)
        branchOf.enroll(e);
    // Innermost first, so an outer anyOf sees its branches already collapsed.
    groups.sort((a, b) => depth(b) - depth(a));
    for (const group of groups) {
        const base = group.schemaPath;
        const members = branchOf
            .membersOf(group)
            .filter((e) => e !== group && list.has(e))
            .sort((a, b) => order.get(a) - order.get(b));
        const branches = new Map();
        for (const e of members) {
            const index = e.schemaPath.slice(base.length + 1).split('/')[0];
            const branch = branches.get(index);
            if (branch)
                branch.push(e);
            else
                branches.set(index, [e]);
        }
        const typeMiss = (es) => es.find((e) => e.keyword === 'type' && e.instancePath === group.instancePath);
        const requiredOnly = (es) => es.every((e) => e.keyword === 'required' && e.instancePath === group.instancePath);
        let replacement;
        const all = [...branches.values()];
        if (all.length > 0 && all.every((es) => typeMiss(es))) {
            const types = [...new Set(all.flatMap((es) => [typeMiss(es).params.type]))];
            replacement = [{ ...group, keyword: 'type', params: { type: types.join(',') } }];
        }
        else if (all.length > 0 && all.every(requiredOnly)) {
            const names = all.flatMap((es) => es.map((e) => e.params.missingProperty));
            replacement = [{ ...group, keyword: 'required', params: { missingProperty: names.join(',') } }];
        }
        else {
            const chosen = all.find((es) => !typeMiss(es)) ?? [];
            replacement = chosen;
        }
        list.delete(group);
        for (const e of members)
            list.delete(e);
        for (const e of replacement) {
            list.add(e);
            if (!order.has(e))
                branchOf.enroll(e);
            order.set(e, next++);
        }
    }
    return [...list];
}
/**
 * The errors in each anyOf group's branches (see {@link inBranch}), found by the group's schema
 * path and each ancestor of an error's instance path rather than by testing every pair.
 */
class BranchIndex {
    paths = new Set();
    members = new Map();
    constructor(groups) {
        for (const g of groups) {
            this.paths.add(g.schemaPath);
            this.members.set(BranchIndex.key(g.schemaPath, g.instancePath), []);
        }
    }
    static key(schemaPath, instancePath) {
        return `${schemaPath}\u0000${instancePath}`;
    }
    /** Files `e` under every group whose branch it is in. */
    enroll(e) {
        for (let i = e.schemaPath.indexOf('/'); i !== -1; i = e.schemaPath.indexOf('/', i + 1)) {
            const schemaPath = e.schemaPath.slice(0, i);
            if (!this.paths.has(schemaPath))
                continue;
            // The instance path and each ancestor: `/a/0`, `/a`, ``.
            for (let at = e.instancePath;; at = at.slice(0, at.lastIndexOf('/'))) {
                this.members.get(BranchIndex.key(schemaPath, at))?.push(e);
                if (at === '' || !at.includes('/'))
                    break;
            }
        }
    }
    /** What was filed under `group` (some since removed from the list). */
    membersOf(group) {
        return this.members.get(BranchIndex.key(group.schemaPath, group.instancePath)) ?? [];
    }
}
function orList(words) {
    if (words.length <= 1)
        return words.join('');
    return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}
function toDiagnostic(error, root, closedKeys, subject) {
    const pointer = error.instancePath;
    const place = describePlace(pointer, root, subject);
    const value = valueAt(root, pointer);
    const make = (code, message, extra = {}) => ({
        severity: 'error',
        code,
        message,
        pointer,
        ...extra,
    });
    const p = error.params;
    switch (error.keyword) {
        case 'required': {
            const names = String(p.missingProperty)
                .split(',')
                .map((n) => JSON.stringify(n));
            const owner = place;
            return names.length > 1
                ? make('schema/required', `${owner} is missing ${orList(names)}`)
                : make('schema/required', `${owner} is missing the required member ${names[0]}`);
        }
        case 'type': {
            const wanted = orList(String(p.type).split(',').map(typeWord));
            return make('schema/type', `${place} must be ${wanted}, not ${describeValue(value)}`);
        }
        case 'enum': {
            const allowed = p.allowedValues ?? [];
            const suggestion = typeof value === 'string' ? closest(value, allowed.map(String)) : undefined;
            return make('schema/enum', `${place} must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}, not ${typeof value === 'string' ? quote(value) : describeValue(value)}` +
                (suggestion ? `; did you mean ${JSON.stringify(suggestion)}?` : ''), suggestion ? { suggestion } : {});
        }
        case 'const':
            return make('schema/enum', `${place} must be ${JSON.stringify(p.allowedValue)}, not ${describeValue(value)}`);
        case 'pattern': {
            const words = patternWords[String(p.pattern)] ?? `text matching /${String(p.pattern)}/`;
            return make('schema/pattern', `${place} must be ${words}; got ${typeof value === 'string' ? quote(value) : describeValue(value)}`);
        }
        case 'format': {
            const words = formatWords[String(p.format)] ?? `of the form ${String(p.format)}`;
            return make('schema/format', `${place} must be ${words}; got ${typeof value === 'string' ? quote(value) : describeValue(value)}`);
        }
        case 'minimum':
        case 'exclusiveMinimum':
            return make('schema/range', `${place} must be at least ${String(p.limit)}${error.keyword === 'exclusiveMinimum' ? ' (exclusive)' : ''}, not ${String(value)}`);
        case 'maximum':
        case 'exclusiveMaximum':
            return make('schema/range', `${place} must be at most ${String(p.limit)}${error.keyword === 'exclusiveMaximum' ? ' (exclusive)' : ''}, not ${String(value)}`);
        case 'minLength':
            return make('schema/length', Number(p.limit) === 1 ? `${place} must not be empty` : `${place} must be at least ${String(p.limit)} characters long`);
        case 'maxLength':
            return make('schema/length', `${place} must be at most ${String(p.limit)} characters long`);
        case 'minItems':
            return make('schema/length', `${place} must list at least ${String(p.limit)} item${Number(p.limit) === 1 ? '' : 's'}`);
        case 'maxItems':
            return make('schema/length', `${place} must list at most ${String(p.limit)} items`);
        case 'minProperties':
            return make('schema/length', `${place} must have at least ${String(p.limit)} member${Number(p.limit) === 1 ? '' : 's'}`);
        case 'additionalProperties': {
            const name = String(p.additionalProperty);
            const suggestion = closest(name, closedKeys(pointer));
            const owner = place;
            return {
                severity: 'error',
                code: 'schema/additional',
                message: `${JSON.stringify(name)} is not allowed: ${owner} accepts only ${closedKeys(pointer)
                    .map((k) => JSON.stringify(k))
                    .join(', ')}` + (suggestion ? `; did you mean ${JSON.stringify(suggestion)}?` : ''),
                pointer: childPointer(pointer, name),
                ...(suggestion ? { suggestion } : {}),
            };
        }
        case 'propertyNames': {
            const name = String(p.propertyName);
            const words = patternWords[String(nameRule(error))] ?? 'a name this object allows';
            return {
                ...make('schema/pattern', `member name ${quote(name)} is not allowed in ${place}: every member name must be ${words}`),
                pointer: childPointer(pointer, name),
            };
        }
        default:
            return make('schema/invalid', `${place} is not valid here (${error.keyword})`);
    }
}
/** The pattern a failed `propertyNames` rule asked for (kept on the error by {@link mapAjvErrors}). */
const nameRule = (error) => error.params.pattern;
/**
 * Errors that only echo others: the `if` of an if/then/else (its branch errors say what is
 * wrong) and the inner error of `propertyNames` (folded into the `propertyNames` error). The
 * owners are found through one map, not a search per echo: an object of 100,000 bad member names
 * gives 200,000 errors, and a search each was 10^10 steps.
 */
export function withoutEchoes(errors) {
    const owners = new Map();
    for (const e of errors) {
        if (e.keyword === 'propertyNames' && !owners.has(e.params.propertyName))
            owners.set(e.params.propertyName, e);
    }
    const out = [];
    for (const error of errors) {
        if (error.keyword === 'if')
            continue;
        if ('propertyName' in error && error.keyword !== 'propertyNames') {
            const owner = owners.get(error.propertyName);
            if (owner) {
                if (error.keyword === 'pattern')
                    owner.params.pattern = error.params.pattern;
                continue;
            }
        }
        out.push(error);
    }
    return out;
}
/**
 * `errors` in the document order of the places they are reported at (a member before what is
 * inside it, an object's members in their order), ties in Ajv's order: so the first findings a
 * cap keeps are the first of the document, as the other producers' are.
 */
function inDocumentOrder(errors, root) {
    if (errors.length < 2)
        return errors;
    const indexes = new Map();
    /** Where `token` is among the members of `node`. */
    const indexIn = (node, token) => {
        if (Array.isArray(node))
            return Number(token);
        if (typeof node !== 'object' || node === null)
            return Infinity;
        let index = indexes.get(node);
        if (index === undefined) {
            const keys = Object.keys(node);
            index = new Map();
            for (let i = 0; i < keys.length; i++)
                index.set(keys[i], i);
            indexes.set(node, index);
        }
        return index.get(token) ?? Infinity;
    };
    const compare = (a, b) => {
        let node = root;
        for (let k = 0; k < a.length && k < b.length; k++) {
            if (a[k] !== b[k])
                return indexIn(node, a[k]) - indexIn(node, b[k]) || (a[k] < b[k] ? -1 : 1);
            node = typeof node === 'object' && node !== null ? node[a[k]] : undefined;
        }
        return a.length - b.length;
    };
    const placed = errors.map((error, i) => {
        const tokens = parsePointer(error.instancePath);
        const member = error.keyword === 'additionalProperties' ? error.params.additionalProperty : error.keyword === 'propertyNames' ? error.params.propertyName : undefined;
        if (member !== undefined)
            tokens.push(String(member));
        return { error, i, tokens };
    });
    placed.sort((a, b) => compare(a.tokens, b.tokens) || a.i - b.i);
    return placed.map((p) => p.error);
}
/** The code {@link toDiagnostic} gives an error of `keyword`, without building it (test/plugins/findings-cap.test.ts counts by code, capped and not). */
function codeOf(keyword) {
    return keywordCodes[keyword] ?? 'schema/invalid';
}
const keywordCodes = {
    required: 'schema/required',
    type: 'schema/type',
    enum: 'schema/enum',
    const: 'schema/enum',
    pattern: 'schema/pattern',
    format: 'schema/format',
    minimum: 'schema/range',
    exclusiveMinimum: 'schema/range',
    maximum: 'schema/range',
    exclusiveMaximum: 'schema/range',
    minLength: 'schema/length',
    maxLength: 'schema/length',
    minItems: 'schema/length',
    maxItems: 'schema/length',
    minProperties: 'schema/length',
    additionalProperties: 'schema/additional',
    propertyNames: 'schema/pattern',
};
/**
 * Maps Ajv errors of one validation to diagnostics.
 * @param closedKeys the members an object at a pointer allows, for suggestions on closed objects
 * @param subject how messages name the whole document (`the config`, `the record`)
 * @param cap past its `max` diagnostics, errors are only counted in it, by the code they would
 *   get (not built, so not told apart from a repeat of one another, which Ajv rarely gives)
 */
export function mapAjvErrors(errors, root, closedKeys = () => [], subject = 'the config', cap) {
    if (!errors?.length)
        return [];
    const seen = new Set();
    const out = [];
    const max = cap ? cap.max : Infinity;
    for (const error of inDocumentOrder(collapseAnyOf(withoutEchoes(errors.map((e) => ({ ...e, params: { ...e.params } })))), root)) {
        if (out.length >= max) {
            cap.leave('error', codeOf(error.keyword));
            continue;
        }
        const d = toDiagnostic(error, root, closedKeys, subject);
        const key = `${d.code}\u0000${d.pointer}\u0000${d.message}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        out.push(d);
    }
    return out;
}
