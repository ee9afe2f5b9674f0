/**
 * How deep values may nest. Real configs stay far below this; the limit exists so hostile input
 * cannot exhaust the stack of whoever walks the value next (validators, resolvers, formatters).
 */
export const MAX_DEPTH = 1000;
