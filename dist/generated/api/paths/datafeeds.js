// OpenAPI types of the Data feeds API (openapi-typescript, from generated/api/openapi/datafeeds.json).
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
export {};
