/**
 * The inputs of a folder lint: the paths expanded (folders walked, globs matched, `-` for
 * standard input), less what is no plugin config (a settings file, the lint's own cache) and
 * what an ignore pattern leaves out. A file named and left out so is reported as such, as ESLint does.
 */
import type { FileResult } from '../core/report.js';
import type { Input } from '../files/inputs.js';
/** The inputs to lint, and the results on named files an ignore pattern left out (reported first). */
export declare function listInputs(listed: Input[], paths: readonly string[], ignored: ((file: string) => boolean) | undefined, stdinFilename: string | undefined, isCacheFile: ((path: string) => boolean) | undefined): {
    inputs: Input[];
    left: FileResult[];
};
