import { type CallerVariables, type VariableFindings } from './variables-of.js';
export type { CallerVariables, VariableFindings };
/** Where the caller's values come from. */
export interface CallerVariableSources {
    /** The agent's main config (INI), when given. */
    agentConfig?: string;
    /** Values given by name (`--var`), over the main config's. */
    overrides: Readonly<Record<string, string>>;
    /** The folders the run checks (`--root`, folder arguments). */
    folders?: readonly string[];
}
/**
 * The caller's variable values: values referring to others are expanded once, and a reference
 * to an unknown name is reported where it is written. `{ unreadable }` (one line, without the
 * file name) when the main config cannot be read.
 */
export declare function callerVariables(sources: CallerVariableSources): Promise<CallerVariables | {
    unreadable: string;
}>;
