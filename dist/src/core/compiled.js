/**
 * The name a generated module exports an id's validator under (`sink-http` -> `sinkHttp`,
 * `flow_stats` -> `flowStats`), as scripts/codegen.mjs names them.
 */
export const exportName = (id) => id.replace(/[-_.]([a-z])/g, (_, c) => c.toUpperCase());
