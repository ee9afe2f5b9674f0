// TypeScript types of the sink-ubus config as written (before defaults).
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
export {};
