// Declarations of plugins/fast.js.
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.

export declare const procAggregator: (data: unknown) => boolean;
export declare const procCore: (data: unknown) => boolean;
export declare const procDevDiscovery: (data: unknown) => boolean;
export declare const procIntel: (data: unknown) => boolean;
export declare const procLua: (data: unknown) => boolean;
export declare const procPython: (data: unknown) => boolean;
export declare const sinkHttp: (data: unknown) => boolean;
export declare const sinkUbus: (data: unknown) => boolean;
