import { type RunRules } from './apply.js';
import type { Settings } from './model.js';
/** The options of the settings file and the rules, for a command's table. */
export declare const settingsOptions: {
    readonly config: {
        readonly type: "string";
        readonly value: "FILE";
        readonly help: "the settings file (default: .agentconf.json, .yaml or .yml\nin this folder or the nearest one above)";
    };
    readonly rule: {
        readonly type: "string";
        readonly multiple: true;
        readonly value: "CODE=LEVEL";
        readonly help: "set a code (key/unknown) or family (deploy/*) to\noff, info, warning or error (repeatable)";
    };
    readonly 'ignore-pattern': {
        readonly type: "string";
        readonly multiple: true;
        readonly value: "GLOB";
        readonly help: "do not check files the glob matches (repeatable)";
    };
    readonly 'max-warnings': {
        readonly type: "string";
        readonly value: "N";
        readonly help: "more than N warnings fail the run (-1: no limit)";
    };
};
/** What the settings file and the rule options give a run. */
export interface RunSettings {
    settings: Settings | undefined;
    rules: RunRules;
    maxWarnings: number | undefined;
}
/** Finds and reads the settings file, then merges the rule options of the command line over it. */
export declare function runSettings(values: {
    config?: string | undefined;
    rule?: string[] | undefined;
    'ignore-pattern'?: string[] | undefined;
    'max-warnings'?: string | undefined;
}): Promise<RunSettings>;
/** The settings file's `--var` values as `NAME=VALUE` arguments, before the command line's (which win). */
export declare function settingsVars(settings: Settings | undefined, line?: readonly string[]): string[];
/** `--agent-config` from the command line, else the settings file's (relative to its folder). */
export declare function settingsAgentConfig(settings: Settings | undefined, line: string | undefined): string | undefined;
