/** msgpack values one after another (with or without msgpack `{"length":N}` headers). */
import { DecodeError, Decoder } from '@msgpack/msgpack';
import { problem, type Frame, type Framer } from './frames.js';
import { byteSize } from '../../core/bytes.js';
import { type RecordLimits } from './limits.js';

const EMPTY = Buffer.alloc(0);

/** Where the decoder stopped: @msgpack/msgpack keeps it in `pos` (a field its types mark private). */
const positionOf = (decoder: Decoder) => (decoder as unknown as { pos: number }).pos;

export class MsgpackFramer implements Framer {
  private pending: Buffer = EMPTY;
  private base = 0;
  private dead = false;
  private readonly decoder = new Decoder();

  constructor(private readonly limits: RecordLimits) {}

  push(chunk: Buffer): Frame[] {
    if (this.dead) return [];
    const buf = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    const frames: Frame[] = [];
    let done = 0;
    try {
      for (const value of this.decoder.decodeMulti(buf)) {
        const end = positionOf(this.decoder);
        frames.push({ kind: 'value', value, offset: this.base + done, size: end - done });
        done = end;
      }
    } catch (error) {
      // Running out of bytes mid-value is a RangeError: wait for the next chunk.
      if (!(error instanceof RangeError)) {
        const reason = error instanceof DecodeError || error instanceof Error ? error.message : String(error);
        frames.push(problem('record/framing', `the msgpack stream is broken at byte ${this.base + done} (${reason}); the records before it were judged`, this.base + done, true));
        this.dead = true;
        this.pending = EMPTY;
        return frames;
      }
    }
    this.pending = buf.subarray(done);
    this.base += done;
    if (this.pending.length > this.limits.maxRecordBytes) {
      frames.push(
        problem('record/too-large', `a msgpack record at byte ${this.base} is larger than ${byteSize(this.limits.maxRecordBytes)}, more than any agent record; the rest of the stream cannot be framed`, this.base, true),
      );
      this.dead = true;
      this.pending = EMPTY;
    }
    return frames;
  }

  end(): Frame[] {
    if (this.dead || this.pending.length === 0) return [];
    const at = this.base;
    this.pending = EMPTY;
    return [problem('record/truncated', `the stream ends inside a msgpack record that starts at byte ${at}; the records before it were judged`, at)];
  }
}
