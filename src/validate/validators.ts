/** The precompiled validator of each kind, from generated/ (no schema is compiled at run time). */
import type { KindId } from '../../generated/catalog.js';
import * as generated from '../../generated/validators.js';
import type { AjvError } from './ajv-errors.js';

/** A precompiled Ajv validator: true when valid; errors of the last call on `errors`. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: AjvError[] | null;
}

/** The name a generated module exports a kind's validator under (`sink-http` -> `sinkHttp`). */
export const camel = (kind: string) => kind.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The compiled validator of a kind. */
export function validatorOf(kind: KindId): CompiledValidator {
  let validator = byKind.get(kind);
  if (!validator) byKind.set(kind, (validator = (generated as unknown as Record<string, CompiledValidator>)[camel(kind)]!));
  return validator;
}

const byKind = new Map<KindId, CompiledValidator>();
