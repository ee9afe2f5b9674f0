/** Safe handling of parsed JSON values: no prototype is ever touched, whatever the keys. */
/** A JSON object (not an array, not null, not a revoked proxy). */
export declare function isPlainObject(value: unknown): value is Record<string, unknown>;
/**
 * Sets `target[key] = value` as an own data property. Plain assignment of a `__proto__` key would
 * replace the object's prototype instead (prototype pollution once merged into other objects);
 * `constructor` and `prototype` are defined the same way so no consumer can confuse them with the
 * inherited ones. Other names take the fast path (the parser calls this for every member).
 */
export declare function copyMember(target: Record<string, unknown>, key: string, value: unknown): void;
/**
 * A deep copy of a JSON value made of own data properties only. A member set to `undefined` is
 * absent in JSON, so the copy leaves it out.
 */
export declare function cloneJson<T>(value: T): T;
/** True when `node` has `key` with a value: a member set to `undefined` (as form code makes them) is absent. */
export declare function hasMember(node: Record<string, unknown>, key: string): boolean;
/** Whether any string value (not member name) in a JSON value passes `test`. */
export declare function someString(value: unknown, test: (text: string) => boolean): boolean;
/** `a symbol`, `null`, `an array`: what a value is, for messages. */
export declare function typeName(value: unknown): string;
