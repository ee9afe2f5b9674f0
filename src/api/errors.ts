/**
 * Schema errors of API values as diagnostics: the shared mapping (src/core/ajv-errors.ts)
 * after two API-only steps, and with the root named for what was checked.
 */
import type { Diagnostic } from '../core/diagnostic.js';
import { mapAjvErrors, type AjvError } from '../core/ajv-errors.js';
import type { CompiledValidator } from '../core/compiled.js';

/**
 * - `if` errors only say a `then`/`else` failed; the branch's own errors say what.
 * - An `anyOf` whose every branch failed on a format (an IPv4 or IPv6 address) becomes one format
 *   error naming both, instead of the first branch's.
 */
function prepare(errors: readonly AjvError[]): AjvError[] {
  let list = errors.filter((e) => e.keyword !== 'if');
  for (const group of list.filter((e) => e.keyword === 'anyOf')) {
    const members = list.filter((e) => e !== group && e.instancePath === group.instancePath && e.schemaPath.startsWith(group.schemaPath + '/'));
    if (members.length === 0 || !members.every((e) => e.keyword === 'format')) continue;
    const formats = members.map((e) => String(e.params.format));
    list = list.filter((e) => e !== group && !members.includes(e));
    list.push({ ...group, keyword: 'format', params: { format: formats.join(' or ') } });
  }
  return list;
}

/**
 * Runs a validator and maps its errors. `subject` names the checked value in messages (`the
 * request`), handed to the mapping rather than rewritten into its messages afterwards, which
 * would also rewrite a user's own value that happens to say "the config"; `closedKeys` lists the
 * members an object at a pointer allows, for "did you mean".
 */
export function schemaDiagnostics(
  validator: CompiledValidator,
  value: unknown,
  subject: string,
  closedKeys: (pointer: string) => readonly string[] = () => [],
): Diagnostic[] {
  if (validator(value)) return [];
  return mapAjvErrors(prepare(validator.errors ?? []), value, (pointer) => [...closedKeys(pointer)], subject);
}
