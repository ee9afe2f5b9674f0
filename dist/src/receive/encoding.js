const contentTypes = {
    'application/json': 'json',
    'application/msgpack': 'msgpack',
    'application/x-msgpack': 'msgpack',
    'application/vnd.msgpack': 'msgpack',
};
/** Reads `Content-Type` and `Content-Encoding`. */
export function declaredEncoding(headers) {
    const problems = [];
    const type = headers['content-type'];
    const mediaType = type?.split(';')[0].trim().toLowerCase();
    const format = mediaType === undefined ? undefined : contentTypes[mediaType];
    if (format === undefined) {
        problems.push({
            severity: 'error',
            code: 'receive/headers',
            message: (type === undefined ? 'the request has no Content-Type' : `Content-Type ${JSON.stringify(type)} is neither JSON nor msgpack`) +
                '; the HTTP sink sends application/json or application/msgpack (the body was read by its first bytes)',
            pointer: '',
        });
    }
    const encoding = headers['content-encoding']?.trim().toLowerCase();
    const gzip = encoding === 'gzip' || encoding === 'x-gzip';
    if (encoding !== undefined && encoding !== '' && encoding !== 'identity' && !gzip) {
        problems.push({
            severity: 'error',
            code: 'receive/headers',
            message: `Content-Encoding ${JSON.stringify(encoding)} is not one the HTTP sink uses (only gzip); the body was read as it came`,
            pointer: '',
        });
    }
    const declared = { gzip, problems };
    if (format)
        declared.format = format;
    return declared;
}
/**
 * The format the first meaningful byte suggests: JSON text starts with `{` or `[` (after
 * white space), a msgpack record with a map or array marker. Undefined when it suggests neither.
 */
export function sniffFormat(bytes) {
    let i = 0;
    while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x0a || bytes[i] === 0x0d || bytes[i] === 0x09))
        i++;
    const b = bytes[i];
    if (b === undefined)
        return undefined;
    if (b === 0x7b || b === 0x5b)
        return 'json';
    if ((b >= 0x80 && b <= 0x9f) || b === 0xdc || b === 0xdd || b === 0xde || b === 0xdf)
        return 'msgpack';
    return undefined;
}
/** `JSON`, `msgpack`, `gzip`: names for messages. */
export function formatName(format) {
    return format === 'json' ? 'JSON' : 'msgpack';
}
