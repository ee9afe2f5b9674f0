// OpenAPI types of the Integrator API (openapi-typescript, from generated/api/openapi/integrator.json).
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
export {};
