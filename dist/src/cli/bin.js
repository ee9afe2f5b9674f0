/**
 * The `agentconf` command as installed (package.json "bin"). The build makes it
 * dist/cli/agentconf.cjs, beside the bundle it runs and with the code-cache loader compiled in: a
 * start loads this one script, then main.cjs with its V8 code cache. A separate loader module
 * would cost one more module load, about 0.5 ms of every start.
 */
import { join } from 'node:path';
import { loadBundle } from './code-cache.js';
import { mayBeQuick } from './quick-line.js';
const argv = process.argv.slice(2);
/**
 * `lint FILE.json` alone may be answered by the quick way (quick.ts, dist/cli/quick.cjs): a clean
 * config is reported without loading main.cjs. Anything it does not answer, or a failure to load
 * it, goes to the command.
 */
async function quick() {
    if (!mayBeQuick(argv))
        return false;
    try {
        const { quickLint } = loadBundle(join(__dirname, 'quick.cjs'));
        return await quickLint(argv, process.cwd());
    }
    catch {
        return false;
    }
}
async function run() {
    if (await quick())
        return;
    const { main } = loadBundle(join(__dirname, 'main.cjs'));
    await main(argv);
}
run().then(() => {
    // When the command has left nothing running (no handle, no request: its output is written), Node
    // would exit next anyway, after freeing the heap piece by piece. Exiting now skips that (0.5-0.9
    // ms of a folder lint). A command that leaves something running (receive's streams) ends the
    // usual way.
    if (process.getActiveResourcesInfo().length === 0)
        process.exit();
});
