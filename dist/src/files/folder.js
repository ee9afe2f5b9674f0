/** Whether a path names a folder: the one check behind every `--root DIR`. */
import { statSync } from 'node:fs';
/** True when `path` is a folder (or a link to one); false when it is anything else or nothing. */
export function isFolder(path) {
    try {
        return statSync(path).isDirectory();
    }
    catch {
        return false;
    }
}
