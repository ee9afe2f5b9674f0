/**
 * Where the settings file is: `--config FILE`, else the first folder from the working directory
 * up to the file-system root that holds `.agentconf.json`, `.agentconf.yaml` or `.agentconf.yml`
 * (as ESLint, Prettier and Spectral find theirs). Two of them in one folder is a usage error:
 * agentconf does not guess which one the team meant.
 */
import { statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { UsageError } from '../usage.js';
/** The names a settings file goes by, in the order the message about two of them lists them. */
const settingsNames = ['.agentconf.json', '.agentconf.yaml', '.agentconf.yml'];
const isFile = (path) => statSync(path, { throwIfNoEntry: false })?.isFile() === true;
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
