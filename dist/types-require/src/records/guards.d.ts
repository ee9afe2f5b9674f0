/**
 * Type guards, one per record schema: true exactly when `validateRecord` finds no error
 * (warnings allowed) and the record is of that schema's type.
 */
import type { AgentStatusRecord, EndpointsRecord, FlowIntelRecord, FlowPurgeRecord, FlowRecord, FlowStatsRecord, GlobalStatsRecord, InterfaceStatsRecord, InterfacesRecord, TelemetryRecord } from '../../generated/records/types/index.js';
/** Any valid record of a type the interface defines. */
export declare function isTelemetryRecord(value: unknown): value is TelemetryRecord;
export declare const isAgentStatusRecord: (value: unknown) => value is AgentStatusRecord;
export declare const isEndpointsRecord: (value: unknown) => value is EndpointsRecord;
export declare const isFlowRecord: (value: unknown) => value is FlowRecord;
export declare const isFlowIntelRecord: (value: unknown) => value is FlowIntelRecord;
export declare const isFlowPurgeRecord: (value: unknown) => value is FlowPurgeRecord;
export declare const isFlowStatsRecord: (value: unknown) => value is FlowStatsRecord;
export declare const isGlobalStatsRecord: (value: unknown) => value is GlobalStatsRecord;
export declare const isInterfaceStatsRecord: (value: unknown) => value is InterfaceStatsRecord;
export declare const isInterfacesRecord: (value: unknown) => value is InterfacesRecord;
