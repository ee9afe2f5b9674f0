/**
 * Command-line arguments through Node's `parseArgs`, except when there is no option to parse: the
 * first `parseArgs` call of a process costs about 0.4 ms (its code runs cold), a tenth of what a
 * one-file lint adds to starting Node, and `agentconf lint configs/` names paths only.
 */
import { parseArgs } from 'node:util';
/**
 * What `parseArgs({ args, options, allowPositionals: true, strict: true })` returns (and throws).
 * Arguments none of which begins with `-` are all positionals, and the values are the options'
 * defaults: that result is made here (a test holds it to `parseArgs`'s).
 */
export function parseArguments(args, options) {
    for (let i = 0; i < args.length; i++) {
        if (args[i].startsWith('-'))
            return parseArgs({ args, options, allowPositionals: true, strict: true });
    }
    const values = Object.create(null);
    for (const name of Object.keys(options)) {
        const fallback = options[name].default;
        if (fallback !== undefined)
            values[name] = fallback;
    }
    return { values, positionals: args.slice() };
}
