/**
 * Writing an output file (the CLI's `-o FILE`). What happens depends on what the target is,
 * documented in the README:
 * - a file the run reads (the config, `--agent-config`): refused, whatever path names it;
 * - a regular file, or nothing yet: written atomically (a temporary file beside it, then one
 *   rename; a reader sees the old file or the new one), keeping an existing file's mode;
 * - a symbolic link: followed; the file it leads to is replaced as above, the link stays;
 * - a character device or a FIFO (`/dev/null`, `/dev/stdout`, a pipe): written through, never
 *   replaced by a regular file;
 * - a file without write permission: refused (not silently replaced);
 * - a folder, a socket, a block device, a broken link: refused.
 * SIGINT, SIGTERM and SIGHUP during the write remove the temporary file before the process ends.
 */
import { constants, rmSync, type Stats } from 'node:fs';
import { access, chmod, lstat, open, realpath, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { ioMessage } from '../core/io-message.js';

/** Why the output was not written, in one line (`cannot write out.json: is a folder, not a file`). */
export class WriteRefusedError extends Error {
  override readonly name = 'WriteRefusedError';
}

async function identity(path: string): Promise<string | undefined> {
  try {
    const info = await stat(path);
    return `${info.dev}:${info.ino}`;
  } catch {
    return undefined;
  }
}

/** Refuses a target that is one of the files the run reads (same device and inode). */
async function refuseInputs(target: string, inputs: readonly string[]): Promise<void> {
  const id = await identity(target);
  if (id === undefined) return;
  for (const input of inputs) {
    if ((await identity(input)) === id) throw new WriteRefusedError(`refusing to overwrite the input file ${input}; choose another -o`);
  }
}

const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const signalNumber: Record<(typeof signals)[number], number> = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };

/**
 * Writes `text` to `target` (see the rules at the top); never writes onto one of `inputs`. Throws
 * `WriteRefusedError` when it does not.
 */
export async function writeOutput(target: string, text: string, inputs: readonly string[]): Promise<void> {
  await refuseInputs(target, inputs);
  const fail = (why: string): never => {
    throw new WriteRefusedError(`cannot write ${target}: ${why}`);
  };
  let info: Stats | undefined;
  let path = target;
  try {
    info = await lstat(target);
    if (info.isSymbolicLink()) {
      path = await realpath(target).catch(() => fail('is a symbolic link that leads nowhere (or loops)'));
      info = await stat(path);
    }
  } catch (error) {
    if (error instanceof WriteRefusedError) throw error;
    if ((error as { code?: unknown }).code !== 'ENOENT') fail(ioMessage(error));
    info = undefined;
  }
  if (info?.isCharacterDevice() || info?.isFIFO()) return writeThrough(path, text, fail);
  if (info?.isDirectory()) fail('is a folder, not a file');
  if (info !== undefined && !info.isFile()) fail('is neither a regular file, a character device nor a FIFO');
  if (info !== undefined) {
    // No write bit at all is read-only whoever runs (root's access() would say yes).
    const readOnly = (info.mode & 0o222) === 0 || !(await access(path, constants.W_OK).then(() => true, () => false));
    if (readOnly) fail('is read-only; agentconf does not replace a file it may not write');
  }
  await replaceAtomically(path, text, info?.mode, fail);
}

async function writeThrough(path: string, text: string, fail: (why: string) => never): Promise<void> {
  try {
    const handle = await open(path, constants.O_WRONLY);
    try {
      await handle.writeFile(text);
    } finally {
      await handle.close();
    }
  } catch (error) {
    fail(ioMessage(error));
  }
}

async function replaceAtomically(path: string, text: string, mode: number | undefined, fail: (why: string) => never): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  const cleanUp = (signal: (typeof signals)[number]) => {
    rmSync(temp, { force: true });
    process.exit(128 + signalNumber[signal]);
  };
  for (const signal of signals) process.on(signal, cleanUp);
  try {
    const handle = await open(temp, 'wx', mode === undefined ? 0o666 : mode & 0o7777);
    try {
      await handle.writeFile(text);
    } finally {
      await handle.close();
    }
    if (mode !== undefined) await chmod(temp, mode & 0o7777);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    fail(ioMessage(error));
  } finally {
    for (const signal of signals) process.off(signal, cleanUp);
  }
}
