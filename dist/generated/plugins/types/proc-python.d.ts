/**
 * A non-empty filesystem path. It may contain ${variable} references (for example ${path_state_persistent}), which the agent replaces as plain text when it loads the config; an unknown variable is left as written.
 */
export type EnumsPath = string;
/**
 * Settings of the Python processor, which hands flow events to a user-supplied Python script.
 */
export interface ProcPythonConfig {
    /**
     * Whether the processor logs debugging details.
     */
    debug: boolean;
    script: EnumsPath;
}
