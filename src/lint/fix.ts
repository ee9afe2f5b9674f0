/**
 * `lint --fix` and `--fix-dry-run` for one file: the safe fixes of `plugins/fix`, written back
 * atomically (`files/write.ts`: a temporary file, then one rename), or shown as a unified diff.
 * A file that is left as it was says why on stderr.
 */
import { fixText } from '../plugins/fix/index.js';
import type { SourceFormat } from '../core/parse/index.js';
import type { KindId } from '../plugins/kinds.js';
import { replaceFixed, type FileAsRead, type ReplaceHooks } from '../files/replace-fixed.js';
import { spliceBytes } from '../files/splice.js';
import { unifiedDiff } from './unified-diff.js';
import { printable } from '../core/printable.js';

/** `write`: fix the files in place; `dry-run`: print what would change. */
export type FixMode = 'write' | 'dry-run';

/** What fixing one file gave: the text to check now, and what to print. */
export interface FixStep {
  text: string;
  /** The unified diff (dry run). */
  diff: string;
  /** A line for stderr: what was fixed, or why not. */
  note: string;
  /** The fixed text could not be written. */
  writeFailed: boolean;
}

export async function fixFile(
  name: string,
  path: string | undefined,
  text: string,
  format: SourceFormat,
  options: { mode: FixMode; kind?: KindId; variables: Record<string, string>; read?: FileAsRead; hooks?: ReplaceHooks },
): Promise<FixStep> {
  const outcome = await fixText(text, { file: name, format, variables: options.variables, ...(options.kind ? { kind: options.kind } : {}) });
  // A name is input: printed raw, a line break in it forges a line (an `::error` annotation, a hunk).
  const shown = printable(name);
  if (outcome.unchanged !== undefined) return { text, diff: '', note: `${shown}: not fixed: ${outcome.unchanged}\n`, writeFailed: false };
  if (outcome.text === text) return { text, diff: '', note: '', writeFailed: false };
  const count = `${outcome.fixed.length} finding${outcome.fixed.length === 1 ? '' : 's'}`;
  if (options.mode === 'dry-run') return { text: outcome.text, diff: unifiedDiff(name, text, outcome.text), note: '', writeFailed: false };
  const notFixed = (why: string): FixStep => ({ text, diff: '', note: `${shown}: not fixed: ${printable(why)}\n`, writeFailed: true });
  const read = options.read;
  if (path === undefined || read === undefined) return notFixed('its bytes were not kept to write back');
  // The fixes go into the bytes as read: bytes outside them stay, even those that are not UTF-8.
  const bytes = spliceBytes(read.bytes, outcome.edits, outcome.text);
  if (bytes === undefined) return notFixed('a fix would cut into bytes that are not UTF-8');
  try {
    await replaceFixed(path, bytes, read, options.hooks);
  } catch (error) {
    return notFixed((error as Error).message);
  }
  return { text: outcome.text, diff: '', note: `${shown}: fixed ${count}\n`, writeFailed: false };
}
