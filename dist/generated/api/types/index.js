// The type of every API object.
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
export {};
