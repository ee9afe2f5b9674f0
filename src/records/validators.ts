/** The precompiled validators of each record schema (no schema is compiled at run time). */
import * as fast from '../../generated/records/fast.js';
import * as allErrors from '../../generated/records/validators.js';
import { exportName, type CompiledValidator } from '../core/compiled.js';
import type { RecordSchemaId } from './catalog.js';

const fastChecks = new Map<string, (data: unknown) => boolean>();
const explainers = new Map<string, CompiledValidator>();

/** The fast check against the closed schema: true means valid with no unknown member; reports nothing. */
export function fastCheckOf(id: RecordSchemaId): (data: unknown) => boolean {
  let check = fastChecks.get(id);
  if (!check) fastChecks.set(id, (check = (fast as unknown as Record<string, (data: unknown) => boolean>)[exportName(id)]!));
  return check;
}

/** The explaining check: every error, on `errors`. */
export function explainerOf(id: RecordSchemaId): CompiledValidator {
  let check = explainers.get(id);
  if (!check) explainers.set(id, (check = (allErrors as unknown as Record<string, CompiledValidator>)[exportName(id)]!));
  return check;
}
