/**
 * What the library checks about its caller's arguments before any rule runs. Callers hand in
 * values from anywhere (a parsed file, a form, a fuzzer): a kind that is no kind id, a value that
 * holds itself, nests thousands of levels deep or holds things JSON cannot (a BigInt, a Symbol, a
 * function). Each becomes a diagnostic, so nothing later recurses without end or throws.
 */
import type { Diagnostic } from '../diagnostic.js';
import { kinds, isKindId } from '../kinds.js';
import { boundText } from '../message.js';
import { tooDeepMessage } from '../parse/diagnostics.js';
import { MAX_DEPTH } from '../parse/document.js';
import { childPointer } from '../pointer.js';
import { typeName } from '../resolve/variables.js';

/** The message for a value that holds itself. */
export const CYCLE = 'the value holds itself (a cycle); a config is JSON data, which cannot';

function argument(message: string, pointer = ''): Diagnostic {
  return { severity: 'error', code: 'call/argument', message, pointer };
}

/** A diagnostic when `kind` is not a kind id. */
function kindProblem(kind: unknown): Diagnostic | undefined {
  if (typeof kind === 'string' && isKindId(kind)) return undefined;
  const given = typeof kind === 'string' ? `"${boundText(kind, 60)}"` : typeName(kind);
  return argument(`unknown kind ${given}; kinds are ${kinds.map((k) => k.id).join(', ')}`);
}

/** One level of the walk: a container and how far its members have been looked at. */
interface Frame {
  node: object;
  keys: readonly (string | number)[];
  next: number;
}

/**
 * The first thing in `value` that is not JSON data: a cycle, nesting deeper than `MAX_DEPTH`,
 * or a BigInt, Symbol or function. Iterative (no recursion), linear in the value's size; a value
 * reached twice by different paths (shared, not cyclic) is fine.
 */
export function valueProblem(value: unknown): Diagnostic | undefined {
  const stack: Frame[] = [];
  const open = new Set<object>();
  const pointer = () => childPointer('', ...stack.map((f) => f.keys[f.next - 1]!));
  const visit = (item: unknown): Diagnostic | undefined => {
    const type = typeof item;
    if (type === 'bigint' || type === 'symbol' || type === 'function') {
      return argument(`the value holds ${typeName(item)}, which JSON cannot; a config is JSON data`, pointer());
    }
    if (type !== 'object' || item === null) return undefined;
    const node = item as object;
    if (open.has(node)) return argument(CYCLE, pointer());
    if (stack.length >= MAX_DEPTH) return { severity: 'error', code: 'parse/too-deep', message: tooDeepMessage(MAX_DEPTH), pointer: pointer() };
    open.add(node);
    stack.push({ node, keys: Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node), next: 0 });
    return undefined;
  };
  let problem = visit(value);
  while (problem === undefined && stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.next === frame.keys.length) {
      open.delete(frame.node);
      stack.pop();
      continue;
    }
    const key = frame.keys[frame.next++]!;
    problem = visit((frame.node as Record<string | number, unknown>)[key]);
  }
  return problem;
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

