// TypeScript types of the proc-dev-discovery config as written (before defaults).
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
export {};
