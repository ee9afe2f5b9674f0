/** `--save FILE`: each decoded record appended as one NDJSON line, for `agentconf records` to replay. */
import { createWriteStream, open, type WriteStream } from 'node:fs';
import { promisify } from 'node:util';

// A plain descriptor, not a FileHandle: a FileHandle closes itself when collected, under the stream.
const openFd = promisify(open);

/** An append-only NDJSON file, opened once. */
export class Capture {
  private constructor(
    readonly file: string,
    private readonly stream: WriteStream,
  ) {}

  /** Opens (creating it when needed) for appending; rejects with the file-system error. */
  static async open(file: string): Promise<Capture> {
    const fd = await openFd(file, 'a');
    return new Capture(file, createWriteStream('', { fd, autoClose: true }));
  }

  /** Appends one record; false when it has no JSON form (then nothing is written). */
  append(value: unknown): boolean {
    let line: string;
    try {
      line = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? (Number.isSafeInteger(Number(v)) ? Number(v) : v.toString()) : v));
    } catch {
      return false;
    }
    if (line === undefined) return false;
    this.stream.write(line + '\n');
    return true;
  }

  /** Writes what is buffered and closes the file. */
  close(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.stream.once('error', reject);
      this.stream.end(() => resolve());
    });
  }
}
