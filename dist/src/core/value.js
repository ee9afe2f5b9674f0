/** Safe handling of parsed JSON values: no prototype is ever touched, whatever the keys. */
/** Whether `value` is a proxy that has been revoked: nothing of it can be read, not even whether it is an array. */
function isRevokedProxy(value) {
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null)
        return false;
    try {
        Array.isArray(value); // throws on a revoked proxy, and on nothing else
        return false;
    }
    catch {
        return true;
    }
}
/** A JSON object (not an array, not null, not a revoked proxy). */
export function isPlainObject(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    try {
        return !Array.isArray(value);
    }
    catch {
        return false; // a revoked proxy
    }
}
/**
 * Sets `target[key] = value` as an own data property. Plain assignment of a `__proto__` key would
 * replace the object's prototype instead (prototype pollution once merged into other objects);
 * `constructor` and `prototype` are defined the same way so no consumer can confuse them with the
 * inherited ones. Other names take the fast path (the parser calls this for every member).
 */
export function copyMember(target, key, value) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') {
        Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
    }
    else {
        target[key] = value;
    }
}
/**
 * A deep copy of a JSON value made of own data properties only. A member set to `undefined` is
 * absent in JSON, so the copy leaves it out.
 */
export function cloneJson(value) {
    if (Array.isArray(value))
        return value.map((item) => cloneJson(item));
    if (isPlainObject(value)) {
        const out = {};
        for (const key of Object.keys(value))
            if (value[key] !== undefined)
                copyMember(out, key, cloneJson(value[key]));
        return out;
    }
    return value;
}
/** True when `node` has `key` with a value: a member set to `undefined` (as form code makes them) is absent. */
export function hasMember(node, key) {
    return Object.hasOwn(node, key) && node[key] !== undefined;
}
/** Whether any string value (not member name) in a JSON value passes `test`. */
export function someString(value, test) {
    if (typeof value === 'string')
        return test(value);
    if (typeof value !== 'object' || value === null)
        return false;
    // Indexed loops, no closures: this runs on every file of a folder, mostly before it is optimised.
    if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++)
            if (someString(value[i], test))
                return true;
        return false;
    }
    const keys = Object.keys(value);
    for (let i = 0; i < keys.length; i++)
        if (someString(value[keys[i]], test))
            return true;
    return false;
}
/** `a symbol`, `null`, `an array`: what a value is, for messages. */
export function typeName(value) {
    if (value === null || value === undefined)
        return String(value);
    if (isRevokedProxy(value))
        return 'a revoked proxy';
    if (Array.isArray(value))
        return 'an array';
    return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
