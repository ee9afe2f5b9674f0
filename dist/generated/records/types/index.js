// The type of every telemetry record, and their union discriminated on `type`.
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
export {};
