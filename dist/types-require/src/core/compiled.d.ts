/** What every family's precompiled validators look like (generated/<family>/, Ajv standalone). */
import type { AjvError } from './ajv-errors.js';
/** A precompiled Ajv validator: true when valid; errors of the last call on `errors`. */
export interface CompiledValidator {
    (data: unknown): boolean;
    errors?: AjvError[] | null;
}
/**
 * The name a generated module exports an id's validator under (`sink-http` -> `sinkHttp`,
 * `flow_stats` -> `flowStats`), as scripts/codegen.mjs names them.
 */
export declare const exportName: (id: string) => string;
