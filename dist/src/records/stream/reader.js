/**
 * Reads a stream of records chunk by chunk: bytes in (an async iterable: a file, stdin, a
 * socket), judged records and stream problems out, in order. Memory stays bounded whatever the
 * stream's length: one chunk, the records of one 64 KiB slice of it and one unfinished record at a
 * time. Never throws for bad input.
 */
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { DETECT_BYTES, detectFraming, hexHead } from './detect.js';
import { createFramer } from './framer.js';
import { RecordJudge } from './judge.js';
import { byteSize, isGzip, isUint8Array } from '../../core/bytes.js';
import { RATIO_FLOOR, readOptions, streamLimits } from './limits.js';
import { typeName } from '../../core/value.js';
/**
 * How much of a chunk is framed and judged at a time: a batch holds the events of one slice. A
 * chunk of 1 MiB (a file's read) of 3-byte records made one batch of 350,000 events, over 1 GB.
 */
const SLICE = 64 * 1024;
/** The batches of `bytes`, a slice at a time; none once the judge is full. */
function* judgeSliced(judge, framer, bytes) {
    for (let at = 0; at < bytes.length && !judge.full; at += SLICE)
        yield* inBatches(judge, framer.push(bytes.subarray(at, at + SLICE)));
}
/**
 * The size of the pieces a gzip stream is inflated into. Inflating runs on the thread pool, ahead
 * of the judge by one piece; at zlib's default (16 KiB, about a dozen records) the judge waited
 * for each piece's round trip, idle for a sixth of the run. At 256 KiB the pool inflates the next
 * piece while the judge works: 100,000 records (15 MB gzip) took 1.16-1.24 s against 1.61-1.64 s,
 * less than the same records uncompressed (1.38 s), in the same memory (1 MiB: 1.10-1.21 s, 5 MB more).
 */
const INFLATE_PIECE = 256 * 1024;
const problem = (code, message, offset) => ({
    kind: 'problem',
    diagnostic: { severity: 'error', code, message, pointer: '', offset },
});
/** A chunk as a Buffer; what is neither text nor bytes (a caller's mistake) counts as no bytes. */
const asBuffer = (chunk) => typeof chunk === 'string' ? Buffer.from(chunk) : isUint8Array(chunk) ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength) : Buffer.alloc(0);
/** The source's bytes, inflated when they start as gzip; a problem ends the stream early. */
async function* plainBytes(source, limits) {
    const iterator = source[Symbol.asyncIterator]();
    const head = [];
    let size = 0;
    let done = false;
    while (size < 2 && !done) {
        const next = await iterator.next();
        if (next.done)
            done = true;
        else {
            const chunk = asBuffer(next.value);
            head.push(chunk);
            size += chunk.length;
        }
    }
    let compressed = 0;
    const rest = async function* () {
        for (const chunk of head) {
            compressed += chunk.length;
            yield chunk;
        }
        if (done)
            return;
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
            const chunk = asBuffer(next.value);
            compressed += chunk.length;
            yield chunk;
        }
    };
    if (!isGzip(Buffer.concat(head))) {
        yield* rest();
        return;
    }
    const gunzip = createGunzip({ chunkSize: INFLATE_PIECE });
    const input = Readable.from(rest(), { objectMode: false });
    input.on('error', (error) => gunzip.destroy(error));
    input.pipe(gunzip);
    let inflated = 0;
    try {
        for await (const chunk of gunzip) {
            inflated += chunk.length;
            if (inflated > limits.maxDecompressedBytes) {
                yield problem('record/too-large', `the gzip stream inflates past ${byteSize(limits.maxDecompressedBytes)}; reading stopped there (a gzip bomb, or raise the cap)`, inflated);
                input.destroy();
                return;
            }
            // The input gunzip has consumed, not what was read ahead: a small bomb is read whole at once.
            const consumed = Math.min(compressed, gunzip.bytesWritten || compressed);
            if (inflated > RATIO_FLOOR && inflated > limits.maxInflateRatio * consumed) {
                yield problem('record/too-large', `the gzip stream inflates ${Math.floor(inflated / consumed)} times its size (${byteSize(inflated)} from ${byteSize(consumed)}), more than records do; reading stopped there (a gzip bomb, or raise the cap)`, inflated);
                input.destroy();
                return;
            }
            yield chunk;
        }
    }
    catch (error) {
        const code = error.code;
        yield code === 'Z_BUF_ERROR'
            ? problem('record/truncated', `the gzip stream is cut off after ${inflated} decompressed bytes; the records before the cut were judged`, inflated)
            : problem('record/framing', `the gzip stream is corrupt after ${inflated} decompressed bytes (${error.message})`, inflated);
    }
}
/**
 * Records judged at a time. A chunk of 1 MiB frames into about 800 records; judged all before
 * the caller took any, they were all alive at once whenever the garbage collector ran, so it
 * moved each to the old generation, and now and then V8 then kept its young generation small for
 * the rest of the run (1 GB of NDJSON took 11-12 s and 310 MB instead of 7-8 s and 200 MB, in
 * about one run of four). Judged and handed on 16 at a time, few are alive at once.
 */
const BATCH = 16;
/** The records of `frames`, judged and handed on {@link BATCH} at a time (one batch when fewer). */
function* inBatches(judge, frames) {
    if (frames.length <= BATCH) {
        yield judge.judge(frames);
        return;
    }
    for (let i = 0; i < frames.length && !judge.full; i += BATCH)
        yield judge.judge(frames.slice(i, i + BATCH));
}
/** Line-break-triggered looks at the head past which only its doubling triggers one (blank lines fed a few bytes at a time). */
const MAX_LINE_LOOKS = 64;
/**
 * The first bytes of a stream, kept until they tell its framing. Fed a few bytes at a time (a
 * socket, a slow pipe), joining every piece so far for each look at them cost the square of their
 * size: a 72 KB record in 4-byte pieces took 23 s. Now the bytes go into one buffer that doubles
 * when full, and a look is due only when a piece brings a line break (which ends the first line
 * that tells NDJSON from a sequence), when the head has doubled since the last look, or at
 * {@link DETECT_BYTES}: copying and looking cost a few times the head's size.
 */
class Head {
    buffer = Buffer.alloc(0);
    size = 0;
    looked = 0;
    lineLooks = 0;
    /** Keeps `piece`; whether detection should look again now. */
    add(piece) {
        if (this.size + piece.length > this.buffer.length) {
            const grown = Buffer.allocUnsafe(Math.max(2 * this.buffer.length, this.size + piece.length, 256));
            this.buffer.copy(grown, 0, 0, this.size);
            this.buffer = grown;
        }
        piece.copy(this.buffer, this.size);
        this.size += piece.length;
        const due = this.size >= DETECT_BYTES || this.size >= 2 * this.looked || (this.lineLooks < MAX_LINE_LOOKS && piece.includes(10) && ++this.lineLooks > 0);
        if (due)
            this.looked = this.size;
        return due;
    }
    /** The bytes kept (a view: nothing is added once the framing is known). */
    bytes() {
        return this.buffer.subarray(0, this.size);
    }
}
/** Whether a caller's source can be iterated; a proxy or getter that throws on the asking is not. */
function isAsyncIterable(source) {
    try {
        return typeof source?.[Symbol.asyncIterator] === 'function';
    }
    catch {
        return false;
    }
}
/**
 * Judges every record of a stream, in order (an error the source itself raises, as a failing read,
 * is passed on as a stream passes it on). Record indices and offsets count from the stream's
 * start (offsets in decompressed bytes); feed the events to a `RecordReport` to count and group.
 * @example for await (const event of readRecords(createReadStream(path))) report.add(event);
 */
export async function* readRecords(source, options = {}) {
    for await (const batch of readRecordBatches(source, options))
        yield* batch;
}
/**
 * The same events as {@link readRecords}, in batches (of up to 16 records, or what a chunk
 * read holds): one await per batch rather than per record, for readers of long streams.
 */
export async function* readRecordBatches(source, options = {}) {
    const read = readOptions(options, streamLimits);
    if ('diagnostic' in read) {
        yield [{ kind: 'problem', diagnostic: read.diagnostic }];
        return;
    }
    if (!isAsyncIterable(source)) {
        yield [problem('call/argument', `the source must be an async iterable of bytes (a stream), not ${typeName(source)}`, 0)];
        return;
    }
    options = read.options;
    const limits = read.limits;
    const judge = new RecordJudge(limits, options.agent);
    let framer = options.framing ? createFramer(options.framing, limits) : undefined;
    const head = new Head();
    /** The framer the first bytes call for; a problem when they begin none; undefined to wait for more. */
    const detect = (final) => {
        const bytes = head.bytes();
        const headSize = bytes.length;
        const framing = detectFraming(bytes, final || headSize >= DETECT_BYTES, (text, value, bytes) => judge.seed(text, value, bytes));
        if (framing === 'more')
            return undefined;
        if (framing === undefined) {
            return problem('record/framing', `the stream starts with ${hexHead(bytes)}, which begins no framing agentconf reads (NDJSON, JSON, msgpack, gzip of these)`, 0);
        }
        return createFramer(framing, limits);
    };
    for await (const piece of plainBytes(source, limits)) {
        if (!Buffer.isBuffer(piece)) {
            if (framer)
                yield judge.judge(framer.end(), false);
            yield [piece];
            return;
        }
        if (framer) {
            yield* judgeSliced(judge, framer, piece);
            if (judge.full)
                return;
            continue;
        }
        if (!head.add(piece))
            continue;
        const found = detect(false);
        if (found === undefined)
            continue;
        if ('kind' in found) {
            yield [found];
            return;
        }
        framer = found;
        yield* judgeSliced(judge, framer, head.bytes());
        if (judge.full)
            return;
    }
    if (!framer && head.size > 0) {
        const found = detect(true);
        if (found === undefined || 'kind' in found) {
            if (found)
                yield [found];
            return;
        }
        framer = found;
        yield* judgeSliced(judge, framer, head.bytes());
    }
    if (framer)
        yield judge.judge(framer.end(), true);
}
