/**
 * Which kind a config file holds: from its name (the kind ids and the agent's own file names such
 * as `netify-proc-aggregator.json`), else from members only one kind has (each kind's `signature`
 * in `kinds/`). Never a silent guess: when neither tells, the answer says so and names the
 * candidates.
 */
import { type KindId } from './kinds.js';
/** The outcome of detection. */
export type Detection = {
    kind: KindId;
}
/** A plugin the interface gives no schema for (`sink-log`, `proc-flow-actions`, ...). */
 | {
    unsupported: string;
}
/** Nothing tells: `candidates` fit the content, `suggestion` is a kind id close to the name's. */
 | {
    undetected: true;
    candidates: KindId[];
    suggestion?: KindId;
};
/**
 * Detects the kind of a parsed config: a kind id in the file name; else members only one kind
 * has; else, when the name names another plugin (`sink-log`), that plugin, unless its name is
 * close to a kind id (`proc-agregator`: a typo must not switch checking off).
 */
export declare function detectKind(fileName: string | undefined, value: unknown): Detection;
/** Whether a file's name says it is no agent config (`package.json`, `tsconfig.json`, `lint.sarif`, ...). */
export declare function isNamedNotConfig(fileName: string): boolean;
/**
 * Whether a file found in a folder walk (or open in an editor) is not an agent config, so it is
 * skipped instead of getting `kind/undetected`: its name names no plugin, and either its name is
 * one of the tool files a repository holds (`package.json`: that wins over its members), or its
 * parsed value (`undefined`: it could not be parsed) has no top-level member of any kind. A
 * file that does not parse, and is not so named, may be a broken config: it is not skipped.
 */
export declare function isNotAgentConfig(fileName: string, value: unknown): boolean;
