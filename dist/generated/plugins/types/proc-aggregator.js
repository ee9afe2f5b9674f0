// TypeScript types of the proc-aggregator config as written (before defaults).
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
export {};
