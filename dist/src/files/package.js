/** The installed package: its folder (which holds generated/ and schemas/) and its version. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
let cached;
/** Walks up from this module to the folder holding agentconf's package.json (src/ or dist/src/). */
export function packageInfo() {
    if (cached)
        return cached;
    // import.meta.dirname where Node has it (20.11), and always in the CLI bundles, where it is
    // __dirname: working the folder out from the module's URL costs a URL parse at every start.
    let dir = import.meta.dirname ?? dirname(fileURLToPath(import.meta.url));
    for (;;) {
        const manifest = join(dir, 'package.json');
        if (existsSync(manifest)) {
            const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
            if (pkg.name === 'agentconf')
                return (cached = { root: dir, version: pkg.version ?? '0.0.0' });
        }
        const up = dirname(dir);
        if (up === dir)
            return (cached = { root: dir, version: '0.0.0' });
        dir = up;
    }
}
