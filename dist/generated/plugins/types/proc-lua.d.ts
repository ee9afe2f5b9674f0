/**
 * A non-empty filesystem path. It may contain ${variable} references (for example ${path_state_persistent}), which the agent replaces as plain text when it loads the config; an unknown variable is left as written.
 */
export type EnumsPath = string;
/**
 * Settings of the Lua processor, which hands flow events to a user-supplied Lua script.
 */
export interface ProcLuaConfig {
    script: EnumsPath;
}
