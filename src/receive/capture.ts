/** `--save FILE`: each decoded record appended as one NDJSON line, for `agentconf records` to replay. */
import { createWriteStream, open, type WriteStream } from 'node:fs';
import { promisify } from 'node:util';

// A plain descriptor, not a FileHandle: a FileHandle closes itself when collected, under the stream.
const openFd = promisify(open);

/**
 * An append-only NDJSON file, opened once. A write that fails (a full disk) is said once, to
 * `onError`; nothing more is written after it.
 */
export class Capture {
  /** The first write error; set, the capture writes nothing more. */
  failed: NodeJS.ErrnoException | undefined;

  private constructor(
    readonly file: string,
    private readonly stream: WriteStream,
    onError: (error: NodeJS.ErrnoException) => void,
  ) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (this.failed) return;
      this.failed = error;
      onError(error);
    });
  }

  /** Opens (creating it when needed) for appending; rejects with the file-system error. */
  static async open(file: string, onError: (error: NodeJS.ErrnoException) => void = () => undefined): Promise<Capture> {
    const fd = await openFd(file, 'a');
    return new Capture(file, createWriteStream('', { fd, autoClose: true }), onError);
  }

  /** Appends one record; false when it has no JSON form (then nothing is written). */
  append(value: unknown): boolean {
    if (this.failed) return false;
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

  /** Writes what is buffered and closes the file; a failure is in {@link failed} (and was said), never a rejection. */
  close(): Promise<void> {
    if (this.failed) {
      this.stream.destroy();
      return Promise.resolve();
    }
    return new Promise((resolve) => this.stream.end(() => resolve()));
  }
}
