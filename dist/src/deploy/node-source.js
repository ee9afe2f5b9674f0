/** The deployment source of the command: a folder on the file system (Node only). */
import { readdir, realpath } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { isWithin, readText } from '../files/read-text.js';
export const nodeSource = {
    join,
    relative,
    absolute: (folder) => resolve(folder),
    split: (file) => ({ folder: dirname(file), name: basename(file) }),
    realpath: (path) => realpath(path),
    isWithin,
    list: async (folder) => (await readdir(folder, { withFileTypes: true })).map((e) => ({ name: e.name, isDirectory: e.isDirectory() })),
    read: (file, within) => readText(file, { within, withinIsReal: true }),
};
