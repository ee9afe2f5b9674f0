import type { FileResult } from '../core/report.js';
/** Findings on the variables, each with the text of its file when there is one (for code frames). */
export interface VariableFindings {
    result: FileResult;
    text?: string;
}
/** The caller's variables, and what reading the agent's main config found (its own findings). */
export interface CallerVariables {
    /** The table a single-file check uses: defaults, main-config settings, the values given, expanded. */
    variables: Record<string, string>;
    /** The main config's settings as written, for a deployment check (which adds the folder). */
    settings: Record<string, string>;
    /** The values given, as given. */
    overrides: Record<string, string>;
    /**
     * Findings on the main config (a setting the agent does not read, a reference to an unknown
     * variable) and on the values given (file `--var`), reported before the inputs' own.
     */
    findings: VariableFindings[];
}
/**
 * The variables of the main config `agentConfig` (its name and text, when there is one) and of
 * the values given: references to others expanded once, a reference to an unknown name reported
 * where it is written.
 */
export declare function variablesOf(agentConfig: {
    name: string;
    text: string;
} | undefined, given: Readonly<Record<string, string>>): CallerVariables;
