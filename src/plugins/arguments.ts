/**
 * What the plugin-config family checks about its caller's arguments before any rule runs: a kind
 * that is no kind id, and a value that is not JSON data (`valueProblem`, shared by every family).
 */
import type { Diagnostic } from '../core/diagnostic.js';
import { callArgument, valueProblem } from '../core/arguments.js';
import { boundText } from '../core/message.js';
import { typeName } from '../core/value.js';
import { kinds, isKindId } from './kinds.js';

/** A diagnostic when `kind` is not a kind id. */
function kindProblem(kind: unknown): Diagnostic | undefined {
  if (typeof kind === 'string' && isKindId(kind)) return undefined;
  const given = typeof kind === 'string' ? `"${boundText(kind, 60)}"` : typeName(kind);
  return callArgument(`unknown kind ${given}; kinds are ${kinds.map((k) => k.id).join(', ')}`);
}

/** Everything wrong with a library call's kind and value; empty when the rules can run. */
export function argumentProblems(kind: unknown, value: unknown): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const k = kindProblem(kind);
  if (k) problems.push(k);
  const v = valueProblem(value);
  if (v) problems.push(v);
  return problems;
}
