/**
 * A deployment folder on the file system with some files' texts given (an editor's unsaved
 * texts): the folder is listed and read by `nodeSource`, the rules of `lint --root` (nothing whose
 * real path lies outside the folder is read, no walk below the folders the agent lists), and a
 * given text stands in for the file's bytes. A given text is refused as the file would be when the
 * file on disk is a link that leads out of the folder.
 */
import { dirname, basename } from 'node:path';
import { LEADS_OUTSIDE } from '../files/read-text.js';
import { nodeSource } from './node-source.js';
/** `nodeSource` with `texts` (absolute path -> what reading gives: a text, or why there is none) over the files. */
export function overlaySource(texts) {
    return {
        ...nodeSource,
        list: async (folder) => {
            const entries = await nodeSource.list(folder);
            const listed = new Set(entries.map((e) => e.name));
            // A document not saved yet is in its folder all the same.
            for (const path of texts.keys())
                if (dirname(path) === folder && !listed.has(basename(path)))
                    entries.push({ name: basename(path), isDirectory: false });
            return entries;
        },
        read: async (file, within) => {
            const given = texts.get(file);
            if (given === undefined)
                return nodeSource.read(file, within);
            // Not on disk yet: its folder's real path decides.
            const real = await nodeSource.realpath(file).catch(() => nodeSource.realpath(dirname(file)).catch(() => within));
            return nodeSource.isWithin(real, within) ? given : { error: LEADS_OUTSIDE };
        },
    };
}
