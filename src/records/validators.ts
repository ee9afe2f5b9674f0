/** The precompiled validators of each record schema (no schema is compiled at run time). */
import * as firstError from '../../generated/records/first-error.js';
import * as allErrors from '../../generated/records/validators.js';
import type { CompiledValidator } from '../validate/validators.js';
import type { RecordSchemaId } from './catalog.js';

const camel = (id: string) => id.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The fast check: stops at the first error, reports none. */
export function quickCheckOf(id: RecordSchemaId): (data: unknown) => boolean {
  return (firstError as unknown as Record<string, (data: unknown) => boolean>)[camel(id)]!;
}

/** The explaining check: every error, on `errors`. */
export function explainerOf(id: RecordSchemaId): CompiledValidator {
  return (allErrors as unknown as Record<string, CompiledValidator>)[camel(id)]!;
}
