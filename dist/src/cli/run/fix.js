/**
 * `lint --fix` and `--fix-dry-run` for one file: the safe fixes of `plugins/fix`, written back
 * atomically (`files/write.ts`: a temporary file, then one rename), or shown as a unified diff.
 * A file that is left as it was says why on stderr.
 */
import { fixText } from '../../plugins/fix/index.js';
import { writeOutput } from '../../files/write.js';
import { unifiedDiff } from './unified-diff.js';
export async function fixFile(name, path, text, format, options) {
    const outcome = await fixText(text, { file: name, format, variables: options.variables, ...(options.kind ? { kind: options.kind } : {}) });
    if (outcome.unchanged !== undefined)
        return { text, diff: '', note: `${name}: not fixed: ${outcome.unchanged}\n`, writeFailed: false };
    if (outcome.text === text)
        return { text, diff: '', note: '', writeFailed: false };
    const count = `${outcome.fixed.length} finding${outcome.fixed.length === 1 ? '' : 's'}`;
    if (options.mode === 'dry-run')
        return { text: outcome.text, diff: unifiedDiff(name, text, outcome.text), note: '', writeFailed: false };
    try {
        await writeOutput(path ?? name, outcome.text, []);
    }
    catch (error) {
        return { text, diff: '', note: `${name}: not fixed: ${error.message}\n`, writeFailed: true };
    }
    return { text: outcome.text, diff: '', note: `${name}: fixed ${count}\n`, writeFailed: false };
}
