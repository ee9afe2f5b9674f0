/**
 * `--save FILE`: each decoded record appended as one NDJSON line, for `agentconf records` to
 * replay. The target is a regular file (or nothing yet): a FIFO would wait for a reader with no
 * word, a device is no capture, so both are refused before anything is opened, and the file
 * opened is checked again (non-blocking, so a FIFO put there meanwhile cannot hang the start).
 */
import { close, constants, createWriteStream, fstat, open, type Stats, type WriteStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { basename, dirname, join, sep } from 'node:path';
import { promisify } from 'node:util';

// A plain descriptor, not a FileHandle: a FileHandle closes itself when collected, under the stream.
const openFd = promisify(open);
const fstatFd = promisify(fstat);
const closeFd = promisify(close);

/** Why a --save target is refused, in words (the message of the error). */
class CaptureRefusedError extends Error {}

/**
 * Why `file` may not take the capture: it is one of the files the run reads (the same file,
 * whatever path or link names it) or lies inside a folder the run reads (a deployment's --root,
 * by its real path, so a link into it is no way round); undefined when it may.
 */
async function readByTheRun(file: string, reads: readonly string[]): Promise<string | undefined> {
  const target = await stat(file).catch(() => undefined);
  const real = target ? await realpath(file) : join(await realpath(dirname(file)).catch(() => dirname(file)), basename(file));
  for (const read of reads) {
    const info = await stat(read).catch(() => undefined);
    if (info === undefined) continue;
    if (info.isDirectory()) {
      const folder = await realpath(read);
      if (real === folder || real.startsWith(folder.endsWith(sep) ? folder : folder + sep))
        return `is inside ${read}, which this run reads; choose a file outside it`;
    } else if (target && target.dev === info.dev && target.ino === info.ino) {
      return `is ${read}, which this run reads; choose another file`;
    }
  }
  return undefined;
}

/** What a target that is not a regular file is, for the refusal; undefined for a regular file. */
function notAFile(info: Stats): string | undefined {
  if (info.isFile()) return undefined;
  if (info.isFIFO()) return 'is a FIFO (named pipe), which would wait for a reader; --save appends to a regular file';
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'is a device, not a file; --save appends to a regular file';
  if (info.isDirectory()) return 'is a folder, not a file';
  return 'is not a regular file; --save appends to a regular file';
}

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

  /**
   * Opens (creating it when needed) for appending; rejects with the file-system error, or a
   * {@link CaptureRefusedError} for a target that is no regular file or that the run reads (`reads`: files and folders).
   */
  static async open(file: string, onError: (error: NodeJS.ErrnoException) => void = () => undefined, reads: readonly string[] = []): Promise<Capture> {
    const before = await stat(file).catch(() => undefined);
    const refused = (before && notAFile(before)) ?? (await readByTheRun(file, reads));
    if (refused) throw new CaptureRefusedError(refused);
    const fd = await openFd(file, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NONBLOCK, 0o666);
    const after = notAFile(await fstatFd(fd));
    if (after) {
      await closeFd(fd);
      throw new CaptureRefusedError(after);
    }
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
