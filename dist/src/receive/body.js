import { promisify } from 'node:util';
import { gunzip, gunzipSync } from 'node:zlib';
import { isGzip } from '../core/bytes.js';
import { declaredEncoding, formatName, sniffFormat } from './encoding.js';
const gunzipAsync = promisify(gunzip);
/**
 * Compressed bodies up to this size are inflated inline: the agent's bodies are a few hundred
 * bytes to a few KB, and the thread pool's round trip costs more than their inflation (measured:
 * 2 KB 23 us inline against 251 us on the pool, 8 KB 37 against 390, 32 KB 281 against 528).
 * A 16 KiB body inflates at most to ~16 MiB (deflate's ratio), so it blocks the loop ~10 ms at worst.
 */
const INLINE_GUNZIP = 16 * 1024;
const bodyProblem = (message) => ({ severity: 'error', code: 'receive/body', message, pointer: '' });
/** Checks the headers against the body and decompresses it; never throws. */
export async function openBody(headers, body, maxDecoded) {
    const declared = declaredEncoding(headers);
    const diagnostics = [...declared.problems];
    const gzip = isGzip(body);
    if (declared.gzip && !gzip) {
        diagnostics.push(bodyProblem('Content-Encoding says gzip, but the body is not gzip; it was read uncompressed'));
    }
    else if (!declared.gzip && gzip) {
        diagnostics.push(bodyProblem('the body is gzip, but the request has no Content-Encoding: gzip; it was decompressed anyway'));
    }
    let payload = body;
    if (gzip) {
        try {
            payload = body.length <= INLINE_GUNZIP ? gunzipSync(body, { maxOutputLength: maxDecoded }) : await gunzipAsync(body, { maxOutputLength: maxDecoded });
        }
        catch (error) {
            const code = error.code;
            if (code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
                diagnostics.push({
                    severity: 'error',
                    code: 'receive/too-large',
                    message: `the gzip body decompresses to more than ${maxDecoded} bytes (the decoded-size limit); it was not read`,
                    pointer: '',
                });
                return { gzip, diagnostics, tooLarge: true };
            }
            else {
                diagnostics.push(bodyProblem(`the gzip body cannot be decompressed (${gzipProblem(code)})`));
            }
            return { gzip, diagnostics };
        }
    }
    const format = sniffFormat(payload);
    if (declared.format !== undefined && format !== undefined && format !== declared.format) {
        diagnostics.push(bodyProblem(`Content-Type says ${formatName(declared.format)}, but the body is ${formatName(format)}; it was read as ${formatName(format)}`));
    }
    return { payload, ...(format ? { format } : {}), gzip, diagnostics };
}
function gzipProblem(code) {
    if (code === 'Z_BUF_ERROR')
        return 'it is truncated';
    if (code === 'Z_DATA_ERROR')
        return 'its data is corrupt';
    return code ?? 'unknown zlib error';
}
