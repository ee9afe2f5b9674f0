import type { SourceFormat } from '../core/parse/index.js';
import type { KindId } from '../plugins/kinds.js';
import { type FileAsRead, type ReplaceHooks } from '../files/replace-fixed.js';
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
export declare function fixFile(name: string, path: string | undefined, text: string, format: SourceFormat, options: {
    mode: FixMode;
    kind?: KindId;
    variables: Record<string, string>;
    read?: FileAsRead;
    hooks?: ReplaceHooks;
}): Promise<FixStep>;
