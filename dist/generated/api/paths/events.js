// OpenAPI types of the Events API (openapi-typescript, from generated/api/openapi/events.json).
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
export {};
