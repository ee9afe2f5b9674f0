/**
 * One POST body -> one decoded value, by its headers: gunzip (capped) when it says gzip, then
 * JSON or msgpack. A body that contradicts its headers is a finding, and is still read for what
 * it is when its first bytes say so, so that its records are checked too.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { Diagnostic } from '../diagnostic.js';
import { decodePayload } from './decode.js';
import { declaredEncoding, formatName, looksGzip, sniffFormat, type BodyFormat } from './encoding.js';

const gunzipAsync = promisify(gunzip);

/** What a body turned out to be. */
export interface DecodedBody {
  /** The decoded value; undefined when the body could not be decoded. */
  value?: unknown;
  /** `value` is present (a decoded `null` is a value too). */
  decoded: boolean;
  /** The format the body was read as. */
  format?: BodyFormat;
  /** The body was gzip. */
  gzip: boolean;
  /** Findings on the headers and the body. */
  diagnostics: Diagnostic[];
}

const bodyProblem = (message: string): Diagnostic => ({ severity: 'error', code: 'receive/body', message, pointer: '' });

/** Decodes a whole body; never throws. */
export async function decodeBody(headers: IncomingHttpHeaders, body: Buffer, maxDecoded: number): Promise<DecodedBody> {
  const declared = declaredEncoding(headers);
  const diagnostics = [...declared.problems];
  let bytes: Buffer = body;
  const gzip = looksGzip(body);
  if (declared.gzip && !gzip) {
    diagnostics.push(bodyProblem('Content-Encoding says gzip, but the body is not gzip; it was read uncompressed'));
  } else if (!declared.gzip && gzip) {
    diagnostics.push(bodyProblem('the body is gzip, but the request has no Content-Encoding: gzip; it was decompressed anyway'));
  }
  if (gzip) {
    try {
      bytes = await gunzipAsync(body, { maxOutputLength: maxDecoded });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
        diagnostics.push({
          severity: 'error',
          code: 'receive/too-large',
          message: `the gzip body decompresses to more than ${maxDecoded} bytes (the decoded-size limit); it was not read`,
          pointer: '',
        });
      } else {
        diagnostics.push(bodyProblem(`the gzip body cannot be decompressed (${gzipProblem(code)})`));
      }
      return { decoded: false, gzip, diagnostics };
    }
  }
  const sniffed = sniffFormat(bytes);
  const first = declared.format ?? sniffed ?? 'json';
  const attempt = decodePayload(bytes, first);
  if (attempt.ok) return { value: attempt.value, decoded: true, format: first, gzip, diagnostics };
  // The headers said one thing and the bytes look like the other: say so, and read what it is.
  if (declared.format !== undefined && sniffed !== undefined && sniffed !== declared.format) {
    const second = decodePayload(bytes, sniffed);
    if (second.ok) {
      diagnostics.push(bodyProblem(`Content-Type says ${formatName(declared.format)}, but the body is ${formatName(sniffed)}; it was read as ${formatName(sniffed)}`));
      return { value: second.value, decoded: true, format: sniffed, gzip, diagnostics };
    }
  }
  diagnostics.push(bodyProblem(`the body is not ${formatName(first)}${gzip ? ' (after gunzip)' : ''}: ${attempt.problem}`));
  return { decoded: false, gzip, diagnostics };
}

function gzipProblem(code: string | undefined): string {
  if (code === 'Z_BUF_ERROR') return 'it is truncated';
  if (code === 'Z_DATA_ERROR') return 'its data is corrupt';
  return code ?? 'unknown zlib error';
}
