/** The framings a stream may use. Length headers are recognised in every one of them. */
export const framingNames = ['ndjson', 'json-seq', 'json-array', 'msgpack'];
/** A framing problem as a frame. */
export function problem(code, message, offset, fatal = false) {
    return { kind: 'problem', diagnostic: { severity: 'error', code, message, pointer: '', offset }, fatal };
}
