// TypeScript types of the interface_stats telemetry record.
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
export {};
