// The config type of every kind, and the map from kind id to config type.
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
export {};
