/** The precompiled validator of each kind, from generated/ (no schema is compiled at run time). */
import type { KindId } from '../../generated/plugins/catalog.js';
import * as generated from '../../generated/plugins/validators.js';
import { exportName, type CompiledValidator } from '../core/compiled.js';

/** The compiled validator of a kind. */
export function validatorOf(kind: KindId): CompiledValidator {
  let validator = byKind.get(kind);
  if (!validator) byKind.set(kind, (validator = (generated as unknown as Record<string, CompiledValidator>)[exportName(kind)]!));
  return validator;
}

const byKind = new Map<KindId, CompiledValidator>();
