// TypeScript types of the global_stats telemetry record.
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
export {};
