/**
 * Type guards, one per record schema: true exactly when `validateRecord` finds no error
 * (warnings allowed) and the record is of that schema's type.
 */
import type {
  AgentStatusRecord,
  EndpointsRecord,
  FlowIntelRecord,
  FlowPurgeRecord,
  FlowRecord,
  FlowStatsRecord,
  GlobalStatsRecord,
  InterfaceStatsRecord,
  InterfacesRecord,
  TelemetryRecord,
} from '../../generated/records/types/index.js';
import { isRecordType, schemaOfType, type RecordSchemaId } from './catalog.js';
import { validateRecord } from './validate.js';

const guard =
  <T extends TelemetryRecord>(id: RecordSchemaId) =>
  (value: unknown): value is T => {
    const { valid, type } = validateRecord(value);
    return valid && isRecordType(type) && schemaOfType(type) === id;
  };

/** Any valid record of a type the interface defines. */
export function isTelemetryRecord(value: unknown): value is TelemetryRecord {
  const { valid, type } = validateRecord(value);
  return valid && isRecordType(type);
}

export const isAgentStatusRecord = guard<AgentStatusRecord>('agent_status');
export const isEndpointsRecord = guard<EndpointsRecord>('endpoints');
export const isFlowRecord = guard<FlowRecord>('flow');
export const isFlowIntelRecord = guard<FlowIntelRecord>('flow_intel');
export const isFlowPurgeRecord = guard<FlowPurgeRecord>('flow_purge');
export const isFlowStatsRecord = guard<FlowStatsRecord>('flow_stats');
export const isGlobalStatsRecord = guard<GlobalStatsRecord>('global_stats');
export const isInterfaceStatsRecord = guard<InterfaceStatsRecord>('interface_stats');
export const isInterfacesRecord = guard<InterfacesRecord>('interfaces');
