// The type of every telemetry record, and their union discriminated on `type`.
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.

export type { AgentStatusRecord } from './agent_status.js';
export type { EndpointsRecord } from './endpoints.js';
export type { FlowRecord } from './flow.js';
export type { FlowIntelRecord } from './flow_intel.js';
export type { FlowPurgeRecord } from './flow_purge.js';
export type { FlowStatsRecord } from './flow_stats.js';
export type { GlobalStatsRecord } from './global_stats.js';
export type { InterfaceStatsRecord } from './interface_stats.js';
export type { InterfacesRecord } from './interfaces.js';
import type { AgentStatusRecord } from './agent_status.js';
import type { EndpointsRecord } from './endpoints.js';
import type { FlowRecord } from './flow.js';
import type { FlowIntelRecord } from './flow_intel.js';
import type { FlowPurgeRecord } from './flow_purge.js';
import type { FlowStatsRecord } from './flow_stats.js';
import type { GlobalStatsRecord } from './global_stats.js';
import type { InterfaceStatsRecord } from './interface_stats.js';
import type { InterfacesRecord } from './interfaces.js';

/** Any record the published interface defines; narrow it on `type`. */
export type TelemetryRecord =
  | AgentStatusRecord
  | EndpointsRecord
  | FlowRecord
  | FlowIntelRecord
  | FlowPurgeRecord
  | FlowStatsRecord
  | GlobalStatsRecord
  | InterfaceStatsRecord
  | InterfacesRecord;
