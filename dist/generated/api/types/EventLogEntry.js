// TypeScript type of the API object EventLogEntry.
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
export {};
