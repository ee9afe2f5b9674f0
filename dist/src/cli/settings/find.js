/**
 * Where the settings file is: `--config FILE`, else the first folder from the working directory
 * up to the file-system root that holds `.agentconf.json`, `.agentconf.yaml` or `.agentconf.yml`
 * (as ESLint, Prettier and Spectral find theirs). Two of them in one folder is a usage error:
 * agentconf does not guess which one the team meant.
 */
import { lstatSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { UsageError } from '../usage.js';
/** The names a settings file goes by, in the order the message about two of them lists them. */
const settingsNames = ['.agentconf.json', '.agentconf.yaml', '.agentconf.yml'];
/**
 * A settings file is there: a regular file, or a link to one, or a link that loops or leads
 * nowhere (found, so that reading it says so, instead of a stack trace or a silent skip).
 */
function isFile(path) {
    const entry = lstatSync(path, { throwIfNoEntry: false });
    if (entry === undefined || (!entry.isFile() && !entry.isSymbolicLink()))
        return false;
    if (entry.isFile())
        return true;
    try {
        return statSync(path, { throwIfNoEntry: false })?.isDirectory() !== true;
    }
    catch {
        return true;
    }
}
/** The settings file that applies in `cwd`, or undefined when there is none. */
export function findSettings(cwd) {
    let folder = resolve(cwd);
    for (;;) {
        const found = settingsNames.map((name) => join(folder, name)).filter(isFile);
        if (found.length > 1)
            throw new UsageError(`${found.join(' and ')}: two settings files in one folder; keep one`);
        if (found.length === 1)
            return found[0];
        const parent = dirname(folder);
        if (parent === folder)
            return undefined;
        folder = parent;
    }
}
