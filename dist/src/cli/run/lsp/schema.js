/** What the published schema of a kind says about a member: for hover and completion. */
import { readFileSync } from 'node:fs';
import { publishedSchemas } from '../../../files/published.js';
const cache = new Map();
/** The published schema of a plugin kind (self-contained), read once. */
export function kindSchema(kind) {
    if (!cache.has(kind)) {
        const published = publishedSchemas().get(kind);
        cache.set(kind, published?.what === 'config kind' ? JSON.parse(readFileSync(published.path, 'utf8')) : undefined);
    }
    return cache.get(kind);
}
const isSchema = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
/** The schema and the alternatives it is made of (`$ref` followed, `allOf`/`anyOf`/`oneOf` opened). */
function branches(root, schema, depth = 0) {
    if (depth > 20)
        return [];
    const out = [schema];
    const ref = schema.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/$defs/')) {
        const target = root.$defs?.[ref.slice('#/$defs/'.length)];
        if (isSchema(target))
            out.push(...branches(root, target, depth + 1));
    }
    for (const word of ['allOf', 'anyOf', 'oneOf']) {
        const list = schema[word];
        if (Array.isArray(list))
            for (const s of list)
                if (isSchema(s))
                    out.push(...branches(root, s, depth + 1));
    }
    return out;
}
/** The schemas that describe the member at `path` (keys, and array indexes as numbers in text). */
function schemasAt(root, path) {
    let current = branches(root, root);
    for (const key of path) {
        const next = [];
        for (const s of current) {
            const props = s.properties;
            if (isSchema(props) && isSchema(props[key]))
                next.push(props[key]);
            else if (/^\d+$/.test(key) && isSchema(s.items))
                next.push(s.items);
            else if (isSchema(s.additionalProperties) && !(isSchema(props) && key in props))
                next.push(s.additionalProperties);
            else if (isSchema(s.patternProperties))
                for (const p of Object.values(s.patternProperties))
                    if (isSchema(p))
                        next.push(p);
        }
        current = next.flatMap((s) => branches(root, s));
        if (current.length === 0)
            return [];
    }
    return current;
}
/** Title, description and default of the member at `path`, as Markdown; undefined when the schema does not know it. */
export function describeMember(root, path) {
    const schemas = schemasAt(root, path);
    const first = (word) => schemas.map((s) => s[word]).find((v) => v !== undefined);
    const title = first('title');
    const description = first('description');
    if (title === undefined && description === undefined)
        return undefined;
    const parts = [`**${path.at(-1) ?? 'config'}**${typeof title === 'string' ? `: ${title}` : ''}`];
    if (typeof description === 'string')
        parts.push(description);
    const defaultValue = first('default');
    if (defaultValue !== undefined)
        parts.push(`Default: \`${JSON.stringify(defaultValue)}\``);
    const values = enumValues(root, path);
    if (values.length)
        parts.push(`Values: ${values.map((v) => `\`${JSON.stringify(v)}\``).join(', ')}`);
    return parts.join('\n\n');
}
/** The member names an object at `path` may hold, with their titles. */
export function memberNames(root, path) {
    const seen = new Map();
    for (const s of schemasAt(root, path)) {
        const props = s.properties;
        if (!isSchema(props))
            continue;
        for (const [name, member] of Object.entries(props)) {
            if (seen.has(name) || !isSchema(member))
                continue;
            seen.set(name, {
                name,
                ...(typeof member.title === 'string' ? { title: member.title } : {}),
                ...(typeof member.description === 'string' ? { description: member.description } : {}),
            });
        }
    }
    return [...seen.values()];
}
/** The values the member at `path` takes when the schema lists them (`enum`, `const`, booleans). */
export function enumValues(root, path) {
    const out = [];
    for (const s of schemasAt(root, path)) {
        if (Array.isArray(s.enum))
            out.push(...s.enum);
        if (s.const !== undefined)
            out.push(s.const);
        if (s.type === 'boolean')
            out.push(true, false);
    }
    return [...new Set(out)];
}
