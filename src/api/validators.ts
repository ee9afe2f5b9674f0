/** The precompiled validators of the API family, by export name (no schema is compiled at run time). */
import * as generated from '../../generated/api/validators.js';
import type { CompiledValidator } from '../core/compiled.js';

/** The generated validator with this export name, if there is one. */
export function apiValidator(name: string): CompiledValidator | undefined {
  return Object.hasOwn(generated, name) ? (generated as unknown as Record<string, CompiledValidator>)[name] : undefined;
}
