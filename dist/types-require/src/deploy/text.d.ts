import { type SourceFormat } from '../core/parse/index.js';
import type { FileResult } from '../core/report.js';
import type { FastCheck } from '../plugins/fast.js';
import { type KindId } from '../plugins/kinds.js';
import { type AgentTarget } from './model.js';
/** What `checkText` is told about the text. */
export interface CheckTextOptions {
    /** The file's name or path: shown in the result, and tells the format and kind (`*.conf`: a loader file). */
    filename?: string;
    /** Check as this plugin kind, or as a loader file (`'loader'`); default: told from the name, else the content. */
    kind?: KindId | 'loader';
    /** The agent release the deployment runs on, for loader files (`--agent`: `5.0`, `5.2` or `5.x` for every 5.x); default `5.2`. */
    agent?: AgentTarget;
    /** The complete variable table for `${variables}` in a config; default: the agent's defaults. */
    variables?: Readonly<Record<string, string>>;
    /**
     * True for a file met in a folder walk or open in an editor: one that is not an agent config (a
     * JSON or YAML file not named like one, named like a tool's file such as `package.json` or with
     * no member of any kind) gets `skipped: true` and no findings instead of `kind/undetected`.
     */
    skipNonConfig?: boolean;
    /** How the user names a kind, ending the `kind/undetected` message (default: `pass --kind with one of ...`). */
    kindHint?: string;
}
/** What `checkText` found: the findings with 1-based `line` and `column`, as `agentconf lint` prints them. */
export interface TextCheck extends FileResult {
    /** `plugin`: a plugin config (JSON or YAML); `loader`: a loader file (`plugins.d/*.conf`). */
    type: 'plugin' | 'loader';
    /** The format a plugin config was read as. */
    format?: SourceFormat;
    /** The effective config the agent runs with, for a config with no errors. */
    effective?: unknown;
}
/** What the command passes besides: the fast check, and whether the effective config is wanted. */
export interface TextCheckExtras {
    fastCheck?: FastCheck;
    effective?: boolean;
    /** The name results carry for a text with none (`<stdin>` for the command). */
    unnamed?: string;
}
/**
 * Checks one config (JSON or YAML) or loader file given as text: exactly the findings, with their
 * positions, that `agentconf lint` prints for the same file. Never throws: a wrong argument is a
 * `call/argument` finding.
 */
export declare function checkText(text: string, options?: CheckTextOptions): Promise<TextCheck>;
/** `checkText` with the command's extras. */
export declare function checkTextWith(text: string, given: CheckTextOptions, extras?: TextCheckExtras): Promise<TextCheck>;
/** What `checkDeployment` is told besides the files. */
export interface CheckDeploymentOptions {
    /** The agent's main config (`netifyd.conf`) as text: its settings become `${variables}`. */
    agentConfig?: string;
    /** The name the main config's findings carry; default `netifyd.conf`. */
    agentConfigName?: string;
    /** Values over everything (`--var NAME=VALUE`). */
    variables?: Readonly<Record<string, string>>;
    /** The agent release the deployment runs on: `5.0`, `5.2` or `5.x` (every 5.x); default `5.2`. */
    agent?: AgentTarget;
    /**
     * The path `${path_state_persistent}` takes in the check; default: the device's folder (the main
     * config's `path_state_persistent`, else `/etc/netifyd`). The command passes the folder it reads.
     */
    folder?: string;
}
/**
 * Checks a whole deployment given in memory: `files` maps paths relative to the persistent-state
 * folder (`plugins.d/10-netify-sink-http.conf`, `netify-sink-http.json`) to their texts. Returns
 * what `agentconf lint --root` reports: the main config's and the variables' findings first, then
 * one result per file touched (loader files, then configs, in load order). Never throws.
 */
export declare function checkDeployment(files: Readonly<Record<string, string>> | ReadonlyMap<string, string>, given?: CheckDeploymentOptions): Promise<FileResult[]>;
