/** Safe member assignment for objects built from untrusted text. */

/**
 * Sets `object[name] = value` as an own data property. Plain assignment of `__proto__` would call
 * the inherited setter and swap the object's prototype (prototype pollution once merged into
 * other objects); `constructor` and `prototype` are defined the same way so that no consumer can
 * confuse them with the inherited ones. Other names take the fast path.
 */
export function setOwnMember(object: Record<string, unknown>, name: string, value: unknown): void {
  if (name === '__proto__' || name === 'constructor' || name === 'prototype') {
    Object.defineProperty(object, name, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  } else {
    object[name] = value;
  }
}
