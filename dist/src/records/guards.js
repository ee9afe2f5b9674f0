import { isRecordType, schemaOfType } from './catalog.js';
import { validateRecord } from './validate.js';
const guard = (id) => (value) => {
    const { valid, type } = validateRecord(value);
    return valid && isRecordType(type) && schemaOfType(type) === id;
};
/** Any valid record of a type the interface defines. */
export function isTelemetryRecord(value) {
    const { valid, type } = validateRecord(value);
    return valid && isRecordType(type);
}
export const isAgentStatusRecord = guard('agent_status');
export const isEndpointsRecord = guard('endpoints');
export const isFlowRecord = guard('flow');
export const isFlowIntelRecord = guard('flow_intel');
export const isFlowPurgeRecord = guard('flow_purge');
export const isFlowStatsRecord = guard('flow_stats');
export const isGlobalStatsRecord = guard('global_stats');
export const isInterfaceStatsRecord = guard('interface_stats');
export const isInterfacesRecord = guard('interfaces');
