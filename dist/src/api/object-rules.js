import { childPointer } from '../core/pointer.js';
import { isPlainObject } from '../core/value.js';
/** expire_at and duration_days are alternatives: with both, which one the service applies is not specified. */
const oneExpiry = (value, pointer) => Object.hasOwn(value, 'expire_at') && Object.hasOwn(value, 'duration_days')
    ? [
        {
            severity: 'warning',
            code: 'api/alternatives',
            message: '"expire_at" and "duration_days" are alternatives; give one (which one the service applies when both are sent is not specified)',
            pointer: childPointer(pointer, 'duration_days'),
        },
    ]
    : [];
/** The service's published sample writes an update as `update`, the field table says `updated`. */
const logEntryType = (value, pointer) => value.type === 'update'
    ? [
        {
            severity: 'info',
            code: 'spec/divergence',
            message: 'log entry type "update" is what the service\'s published sample sends; the interface\'s field table says "new" or "updated"',
            pointer: childPointer(pointer, 'type'),
            suggestion: 'updated',
        },
    ]
    : [];
/** Members of an agent-format license that are objects by the interface; any other object member is an entitlement. */
const licenseObjectMembers = new Set(['created_at', 'expire_at', 'issuer']);
/** The interface's samples write an entitlement as a string; licenses as a real client reads them map it to an object. */
const entitlementObjects = (value, pointer) => Object.keys(value)
    .filter((key) => !licenseObjectMembers.has(key) && isPlainObject(value[key]))
    .map((key) => ({
    severity: 'info',
    code: 'spec/divergence',
    message: `entitlement ${JSON.stringify(key.slice(0, 80))} is an object (with its not_valid_after date), as licenses a real client reads carry it; the interface's samples write an entitlement as a string`,
    pointer: childPointer(pointer, key),
}));
const rules = {
    LicenseCreateRequest: oneExpiry,
    LicenseRenewRequest: oneExpiry,
    EventLogEntry: logEntryType,
    AgentLicense: entitlementObjects,
};
/** What the rules of object `name` say about `value` at `pointer` (nothing for a non-object). */
export function objectRules(name, value, pointer) {
    const rule = rules[name];
    return rule && isPlainObject(value) ? rule(value, pointer) : [];
}
/** The rules of each entry of a list body: a bare array, or the `data` array of an envelope. */
export function entryRules(name, body, pointer) {
    const [list, at] = Array.isArray(body)
        ? [body, pointer]
        : isPlainObject(body) && Array.isArray(body.data)
            ? [body.data, childPointer(pointer, 'data')]
            : [[], pointer];
    return list.flatMap((entry, i) => objectRules(name, entry, childPointer(at, i)));
}
