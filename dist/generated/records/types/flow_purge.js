// TypeScript types of the flow_purge telemetry record.
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
export {};
