/**
 * A deployment held in memory: texts by path relative to the persistent-state folder
 * (`plugins.d/10-netify-sink-http.conf`). Browser-safe: paths are POSIX, the folder is `''`,
 * and nothing is a link, so every file lies in the folder.
 */
import type { DeploymentSource } from './source.js';
/** `a/./b//c/../d` -> `a/b/d`; a path climbing out of the folder keeps its `..` parts. */
export declare function normalizePosix(path: string): string;
/**
 * A source over `files` (relative path -> text); `absolute` is what the folder stands for (the
 * value of `${path_state_persistent}`).
 */
export declare function memorySource(files: ReadonlyMap<string, string>, absolute: string): DeploymentSource;
