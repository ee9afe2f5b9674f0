/**
 * The `agentconf` command: argv -> command -> its run -> exit code. No checking logic lives here;
 * every problem with the command line is one line on stderr and exit code 2.
 */
import { boundText } from '../core/message.js';
import { printable } from '../core/printable.js';
import { commands, overview } from './commands/index.js';
import { mainHelp } from './help.js';
import { didYouMean, parseLine } from './options.js';
import { OutputWriter, writeAll } from './stdio.js';
import { isUsageError, UsageError } from './usage.js';
import { packageVersion } from './version.js';
/**
 * A helper thread's part of a large lint (dist/cli/worker.cjs calls it). Loaded when called: the
 * threads' code (and node:os) is not initialised on the runs that have no threads.
 */
export async function lintWorker(...args) {
    return (await import('../lint/worker.js')).lintWorker(...args);
}
const names = commands.map((c) => c.name);
/** Runs one command line (without `node` and the script). */
export async function run(argv, out) {
    const version = packageVersion();
    const [name, ...rest] = argv;
    if (name === undefined)
        throw new UsageError(`no command given; commands are ${names.join(', ')} (see agentconf --help)`);
    if (name === '-h' || name === '--help' || name === 'help')
        return { stdout: mainHelp(overview), exitCode: 0 };
    if (name === '--version' || name === '-v')
        return { stdout: `${version}\n`, exitCode: 0 };
    const command = commands.find((c) => c.name === name || c.aliases?.includes(name));
    if (command === undefined)
        throw new UsageError(`unknown command ${JSON.stringify(boundText(name, 80))}${didYouMean(name, names)}; commands are ${names.join(', ')}`);
    const { values, positionals } = parseLine(rest, command.options);
    if (values.help)
        return { stdout: command.usage, exitCode: 0 };
    if (values.version)
        return { stdout: `${version}\n`, exitCode: 0 };
    return command.run({ values, positionals }, { version, ...(out ? { out } : {}) });
}
/** Runs the process: prints, sets the exit code, and turns any failure into one line. */
export async function main(argv) {
    try {
        const out = new OutputWriter(1);
        const outcome = await run(argv, out);
        // A write of a streamed report that failed said so on stderr: the exit code is 2.
        process.exitCode = out.failed ? 2 : outcome.exitCode;
        out.write(outcome.stdout);
        out.flush();
        if (outcome.stderr)
            writeAll(2, outcome.stderr);
    }
    catch (error) {
        if (isUsageError(error)) {
            // Usage and I/O messages quote paths and names from the command line and the disk.
            writeAll(2, `agentconf: ${printable(boundText(error.message, 4000))}\n`);
            process.exitCode = 2;
        }
        else {
            // A bug of ours, not the user's: still one line, with where to report it.
            writeAll(2, `agentconf: internal error: ${printable(boundText(String(error?.message ?? error), 300))}\n`);
            process.exitCode = 2;
        }
    }
}
