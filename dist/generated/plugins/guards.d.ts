/** True exactly when `validate('proc-aggregator', value)` finds no error (warnings allowed). */
export declare const isProcAggregatorConfig: (value: unknown) => value is import("./types/proc-aggregator.js").ProcAggregatorConfig;
/** True exactly when `validate('proc-core', value)` finds no error (warnings allowed). */
export declare const isProcCoreConfig: (value: unknown) => value is import("./types/proc-core.js").ProcCoreConfig;
/** True exactly when `validate('proc-dev-discovery', value)` finds no error (warnings allowed). */
export declare const isProcDevDiscoveryConfig: (value: unknown) => value is import("./types/proc-dev-discovery.js").ProcDevDiscoveryConfig;
/** True exactly when `validate('proc-intel', value)` finds no error (warnings allowed). */
export declare const isProcIntelConfig: (value: unknown) => value is import("./types/proc-intel.js").ProcIntelConfig;
/** True exactly when `validate('proc-lua', value)` finds no error (warnings allowed). */
export declare const isProcLuaConfig: (value: unknown) => value is import("./types/proc-lua.js").ProcLuaConfig;
/** True exactly when `validate('proc-python', value)` finds no error (warnings allowed). */
export declare const isProcPythonConfig: (value: unknown) => value is import("./types/proc-python.js").ProcPythonConfig;
/** True exactly when `validate('sink-http', value)` finds no error (warnings allowed). */
export declare const isSinkHttpConfig: (value: unknown) => value is import("./types/sink-http.js").SinkHttpConfig;
/** True exactly when `validate('sink-ubus', value)` finds no error (warnings allowed). */
export declare const isSinkUbusConfig: (value: unknown) => value is import("./types/sink-ubus.js").SinkUbusConfig;
