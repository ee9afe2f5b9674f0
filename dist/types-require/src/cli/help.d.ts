/** Help texts, built from the commands' summaries and option tables. */
import type { Command, OptionTable } from './command.js';
/** The exit codes of the checking commands (lint, records): said in the overview too. */
export declare const checkExitCodes = "Exit codes:\n  0  no errors (warnings allowed, unless --strict)\n  1  errors found (or warnings, with --strict)\n  2  usage or I/O problem: unknown option or kind, missing or unreadable file";
/**
 * Options as a usage line shows them: `--root DIR [--format text|mermaid] [--var NAME=VALUE]...`;
 * those named in `required` without brackets.
 */
export declare function optionSynopsis(options: OptionTable, required?: readonly string[]): string;
/** `text (default), json, junit`: names (the first the default), each with its note if it has one. */
export declare function choiceList(names: readonly string[], notes?: Readonly<Record<string, string>>): string;
/** Breaks text into lines of at most `width` characters, at spaces. */
export declare function wrap(text: string, width: number): string;
/**
 * A command's help: its usage lines, what it does, its options (from the table), and its exit
 * codes when it has ones to say.
 */
export declare function commandHelp(parts: {
    usage: readonly string[];
    about: string;
    options: OptionTable;
    exitCodes?: string;
}): string;
/** `agentconf --help`: every command's summary lines, in the order given. */
export declare function mainHelp(commands: readonly Pick<Command, 'summary'>[]): string;
