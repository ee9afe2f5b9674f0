/**
 * Command-line arguments through Node's `parseArgs`, except when there is no option to parse: the
 * first `parseArgs` call of a process costs about 0.4 ms (its code runs cold), a tenth of what a
 * one-file lint adds to starting Node, and `agentconf lint configs/` names paths only.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
type Options = NonNullable<ParseArgsConfig['options']>;
export type Parsed<T extends Options> = ReturnType<typeof parseArgs<{
    args: string[];
    options: T;
    allowPositionals: true;
    strict: true;
}>>;
/**
 * What `parseArgs({ args, options, allowPositionals: true, strict: true })` returns (and throws).
 * Arguments none of which begins with `-` are all positionals, and the values are the options'
 * defaults: that result is made here (a test holds it to `parseArgs`'s).
 */
export declare function parseArguments<T extends Options>(args: string[], options: T): Parsed<T>;
export {};
