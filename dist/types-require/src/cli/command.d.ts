/**
 * What a command is: its name, its lines in the overview, its help, its option table and what it
 * runs. `commands/index.ts` lists them; `main.ts` parses the line against the table and runs one.
 */
import type { Parsed } from './arguments.js';
import type { OutputWriter } from './stdio.js';
/** One option: how `parseArgs` reads it, and how the help shows it. */
export interface OptionSpec {
    type: 'string' | 'boolean';
    short?: string;
    multiple?: boolean;
    default?: string | boolean;
    /** The value's name in the help (`ID`, `FILE`), for a string option. */
    value?: string;
    /** The values it takes, when a usage line lists them (`--format text|json`). */
    choices?: readonly string[];
    /** What the option does, for the help's option list (a line break starts an indented line). */
    help: string;
}
/** A command's options by long name, in the order the help lists them. */
export type OptionTable = Readonly<Record<string, OptionSpec>>;
/** What a command produced: the CLI prints it and exits with the code. */
export interface Outcome {
    stdout: string;
    stderr?: string;
    exitCode: number;
}
/** What every command gets besides its own arguments. */
export interface RunContext {
    version: string;
    /**
     * Standard output as the process has it, when the command runs as the process (`main`): a
     * command may write its report there as it makes it (`lint`), and return the rest in `stdout`.
     * Absent for an in-process `run`, which gets the whole report in `stdout`.
     */
    out?: OutputWriter;
}
/** One `agentconf NAME` command. */
export interface Command<T extends OptionTable = OptionTable> {
    name: string;
    /** Other names that run it (`explain` for `rules`). */
    aliases?: readonly string[];
    /** Its lines in `agentconf --help`: a synopsis and what it does. */
    summary: readonly (readonly [synopsis: string, what: string])[];
    /** `agentconf NAME --help`, built from the option table (see help.ts). */
    usage: string;
    options: T;
    /** Runs the command on its parsed line; throws `UsageError` for a misuse. */
    run(line: Parsed<T>, context: RunContext): Promise<Outcome>;
}
/** A command, with its option table's types carried into `run`. */
export declare function defineCommand<const T extends OptionTable>(command: Command<T>): Command<T>;
