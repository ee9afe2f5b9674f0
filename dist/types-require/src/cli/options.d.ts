import { type AgentRelease, type AgentTarget } from '../deploy/model.js';
import { type Renderings } from '../format/registry.js';
import { type KindId } from '../plugins/kinds.js';
import { type Parsed } from './arguments.js';
import type { OptionTable } from './command.js';
/** The options every command takes. */
declare const commonOptions: {
    readonly help: {
        readonly type: "boolean";
        readonly short: "h";
    };
    readonly version: {
        readonly type: "boolean";
    };
};
/** The line after the command's name, against its table (and `--help`, `--version`). */
export declare function parseLine<T extends OptionTable>(args: string[], options: T): Parsed<T & typeof commonOptions>;
/** ` (did you mean "x"?)` when a choice is close to what was typed. */
export declare function didYouMean(word: string, choices: readonly string[]): string;
/**
 * How `chooseRendering` words an unknown name. The wording is each command's as it always was
 * (only the checking commands' `--format` offers a "did you mean"): one rule for all would change
 * what graph, kinds, resolve and openapi print.
 */
interface ChoiceWording {
    /** `format` (default) or `output`: the option's noun. */
    noun?: string;
    /** ` for graph`: the command, when its formats differ from the checking commands'. */
    command?: string;
    /** Offer the closest name (and bound a long name): the checking commands' --format. */
    suggest?: boolean;
}
/** The rendering `name` chooses among a command's `renderings`; an unknown name lists the valid ones. */
export declare function chooseRendering<F>(renderings: Renderings<F>, name: string, wording?: ChoiceWording): F;
/** `--strict`, which lint, records and receive take. */
export declare const strictOption: {
    readonly type: "boolean";
    readonly default: false;
    readonly help: "warnings fail the run too";
};
/** How many findings records and receive keep per stream or request path, unless told (`--max-problems`). */
export declare const defaultMaxProblems = 1000;
/** `--agent`, which the deployment checks take (lint --root, graph, receive --root). */
export declare const agentOption: {
    readonly type: "string";
    readonly value: "VERSION";
    readonly choices: readonly AgentTarget[];
    readonly help: "the agent release the deployment runs on: 5.2 (default, the current\nrelease), 5.0, or 5.x (every 5.x: what stops any of them is an error)";
};
/** The release `--agent` names; undefined when not given. */
export declare function agentOptionValue(text: string | undefined): AgentTarget | undefined;
/** The release records are judged by: `5.x` (or nothing) leaves it to be detected per stream. */
export declare function recordsRelease(target: AgentTarget | undefined): AgentRelease | undefined;
/** The kind `--kind` names; undefined when not given. */
export declare function kindOption(id: string | undefined): KindId | undefined;
/** A whole number option in [min, max]; undefined when not given. */
export declare function wholeNumber(option: string, text: string | undefined, min: number, max?: number): number | undefined;
/**
 * A positive number of seconds, in whole milliseconds; undefined when not given. Less than a
 * millisecond is refused, not rounded: it would round to 0, which Node's timers read as "never".
 */
export declare function positiveSeconds(option: string, text: string | undefined): number | undefined;
/** `--root DIR`: a deployment is a folder. */
export declare function requireFolder(root: string): string;
export {};
