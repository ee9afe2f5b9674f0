// TypeScript types of the proc-python config as written (before defaults).
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.

/**
 * Filesystem path of the Python script to run. Variables such as ${path_state_persistent} may be used.
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
