/**
 * `lint --fix` and `--fix-dry-run` for one file: the safe fixes of `plugins/fix`, written back
 * atomically (`files/write.ts`: a temporary file, then one rename), or shown as a unified diff.
 * A file that is left as it was says why on stderr.
 */
import { fixText } from '../plugins/fix/index.js';
import { replaceFixed } from '../files/replace-fixed.js';
import { spliceBytes } from '../files/splice.js';
import { unifiedDiff } from './unified-diff.js';
import { printable } from '../core/printable.js';
export async function fixFile(name, path, text, format, options) {
    const outcome = await fixText(text, { file: name, format, variables: options.variables, ...(options.kind ? { kind: options.kind } : {}) });
    // A name is input: printed raw, a line break in it forges a line (an `::error` annotation, a hunk).
    const shown = printable(name);
    if (outcome.unchanged !== undefined)
        return { text, diff: '', note: `${shown}: not fixed: ${outcome.unchanged}\n`, writeFailed: false };
    if (outcome.text === text)
        return { text, diff: '', note: '', writeFailed: false };
    const count = `${outcome.fixed.length} finding${outcome.fixed.length === 1 ? '' : 's'}`;
    if (options.mode === 'dry-run')
        return { text: outcome.text, diff: unifiedDiff(name, text, outcome.text), note: '', writeFailed: false };
    const notFixed = (why) => ({ text, diff: '', note: `${shown}: not fixed: ${printable(why)}\n`, writeFailed: true });
    const read = options.read;
    if (path === undefined || read === undefined)
        return notFixed('its bytes were not kept to write back');
    // The fixes go into the bytes as read: bytes outside them stay, even those that are not UTF-8.
    const bytes = spliceBytes(read.bytes, outcome.edits, outcome.text);
    if (bytes === undefined)
        return notFixed('a fix would cut into bytes that are not UTF-8');
    try {
        await replaceFixed(path, bytes, read, options.hooks);
    }
    catch (error) {
        return notFixed(error.message);
    }
    return { text: outcome.text, diff: '', note: `${shown}: fixed ${count}\n`, writeFailed: false };
}
