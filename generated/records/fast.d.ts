// Declarations of records/fast.js.
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.

export declare const agentStatus: (data: unknown) => boolean;
export declare const endpoints: (data: unknown) => boolean;
export declare const flow: (data: unknown) => boolean;
export declare const flowIntel: (data: unknown) => boolean;
export declare const flowPurge: (data: unknown) => boolean;
export declare const flowStats: (data: unknown) => boolean;
export declare const globalStats: (data: unknown) => boolean;
export declare const interfaceStats: (data: unknown) => boolean;
export declare const interfaces: (data: unknown) => boolean;
