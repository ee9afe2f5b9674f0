// TypeScript types of the proc-lua config as written (before defaults).
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.

/**
 * Filesystem path of the Lua script to run. Variables such as ${path_state_persistent} may be used.
 */
export type EnumsPath = string;

/**
 * Settings of the Lua processor, which hands flow events to a user-supplied Lua script.
 */
export interface ProcLuaConfig {
  script: EnumsPath;
}
