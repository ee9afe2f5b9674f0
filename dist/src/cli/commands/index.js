import { graph } from './graph.js';
import { kinds } from './kinds.js';
import { lint } from './lint.js';
import { lsp } from './lsp.js';
import { openapi } from './openapi.js';
import { receive } from './receive.js';
import { records } from './records.js';
import { resolve } from './resolve.js';
import { rules } from './rules.js';
import { schema } from './schema.js';
export const commands = [lint, resolve, records, receive, schema, kinds, graph, openapi, rules, lsp];
/** The order `agentconf --help` shows them in: what a user starts with first. */
export const overview = [lint, graph, receive, resolve, records, schema, kinds, rules, openapi, lsp];
