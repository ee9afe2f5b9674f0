/** Words for values, types and places, so messages read as sentences rather than schema paths. */
import { parentPointer, parsePointer } from './pointer.js';
const typeWords = {
    integer: 'an integer',
    number: 'a number',
    string: 'a string',
    boolean: 'a boolean (true or false)',
    object: 'an object',
    array: 'an array',
    null: 'null',
};
/** `integer` -> `an integer`. */
export function typeWord(type) {
    return typeWords[type] ?? type;
}
/** What a value is, briefly: `a string ("60")`, `a number (1.5)`, `an array`. */
export function describeValue(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    switch (typeof value) {
        case 'string':
            return `a string (${quote(value)})`;
        case 'number':
            return Number.isInteger(value) ? `an integer (${value})` : `a number (${value})`;
        case 'boolean':
            return `${value}`;
        case 'object':
            return 'an object';
        default:
            return typeof value;
    }
}
/** A short quoted rendering of a string, cut at 40 characters. */
export function quote(text) {
    const cut = text.length > 40 ? text.slice(0, 37) + '...' : text;
    return JSON.stringify(cut);
}
/**
 * How to name the place a pointer designates in `root`: `"log_interval"`, `"types"[2]`,
 * `subject` (`the config`) for the root.
 */
export function describePlace(pointer, root, subject = 'the config') {
    const tokens = parsePointer(pointer);
    const last = tokens[tokens.length - 1];
    if (last === undefined)
        return subject;
    if (tokens.length >= 2 && Array.isArray(valueAt(root, parentPointer(pointer)))) {
        return `${JSON.stringify(tokens[tokens.length - 2])}[${last}]`;
    }
    return JSON.stringify(last);
}
/** The value at a pointer, or undefined. */
export function valueAt(root, pointer) {
    let node = root;
    for (const token of parsePointer(pointer)) {
        if (node === null || typeof node !== 'object')
            return undefined;
        if (!Object.hasOwn(node, token))
            return undefined;
        node = node[token];
    }
    return node;
}
