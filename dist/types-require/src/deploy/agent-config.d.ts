/**
 * The agent's main INI config (`netifyd.conf`), read for what a deployment check needs: the
 * path settings and uuids that become `${variables}` in loader files and plugin configs.
 */
import type { Diagnostic } from '../core/diagnostic.js';
import type { SourcePosition } from '../core/parse/document.js';
/** The variables a main config sets, and what was worth saying about it. */
export interface AgentConfig {
    /** Variable name -> value, only for the settings the file gives. */
    variables: Record<string, string>;
    /** Variable name -> where its value is written in the file. */
    positions: Record<string, SourcePosition>;
    diagnostics: Diagnostic[];
}
/**
 * Reads the `[netifyd]` section of a main config: the settings, as written (a value may refer to
 * another setting; `expandSettings` expands them once the whole table is known), in file order.
 * The published samples' `path_persistent_state` / `path_volatile_state` are reported, not
 * applied: the agent does not read them, so the effective config must not use them either.
 */
export declare function readAgentConfig(text: string): AgentConfig;
