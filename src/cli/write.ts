/** Atomic output: a temporary file beside the target, then one rename. */
import { realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { ioMessage } from '../io-message.js';
import { UsageError } from './usage.js';

function sameFile(a: string, b: string): boolean {
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return resolve(p);
    }
  };
  return real(a) === real(b);
}

/**
 * Writes `text` to `target` so that a reader sees the old file or the new one, never a part;
 * refuses to overwrite `input`.
 */
export function writeAtomically(target: string, text: string, input?: string): void {
  if (input !== undefined && sameFile(target, input)) {
    throw new UsageError(`refusing to overwrite the input file ${input}; choose another -o`);
  }
  const temp = join(dirname(target), `.${basename(target)}.${process.pid}.tmp`);
  try {
    writeFileSync(temp, text, { flag: 'wx' });
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { force: true });
    throw new UsageError(`cannot write ${target}: ${ioMessage(error)}`);
  }
}
