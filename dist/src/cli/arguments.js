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
            return parseArgs({ args: negativeValues(args, options), options, allowPositionals: true, strict: true });
    }
    const values = Object.create(null);
    for (const name of Object.keys(options)) {
        const fallback = options[name].default;
        if (fallback !== undefined)
            values[name] = fallback;
    }
    return { values, positionals: args.slice() };
}
/**
 * `--max-warnings -1` as `--max-warnings=-1`: `parseArgs` takes a value that begins with `-` for
 * an option (and calls the value missing), but a negative number after an option that takes a
 * value is that value, as ESLint reads it. Arguments after `--` stay as they are.
 */
function negativeValues(args, options) {
    const end = args.indexOf('--');
    const last = end < 0 ? args.length : end;
    let out;
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        const next = args[i + 1];
        if (i < last - 1 && arg.startsWith('--') && !arg.includes('=') && /^-\d+$/.test(next) && options[arg.slice(2)]?.type === 'string') {
            out ??= args.slice(0, i);
            out.push(`${arg}=${next}`);
            i++;
        }
        else
            out?.push(arg);
    }
    return out ?? args;
}
