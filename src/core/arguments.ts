/**
 * What every family checks about a library caller's arguments before any rule runs. Callers hand
 * in values from anywhere (a parsed file, a form, a fuzzer): a value that holds itself, nests
 * thousands of levels deep or holds things JSON cannot (a BigInt, a Symbol, a function). Each
 * becomes a `call/argument` (or `parse/too-deep`) diagnostic, so nothing later recurses without
 * end or throws.
 */
import type { Diagnostic } from './diagnostic.js';
import { tooDeepMessage } from './parse/diagnostics.js';
import { MAX_DEPTH } from './parse/document.js';
import { childPointer } from './pointer.js';
import { typeName } from './value.js';

/** The message for a value that holds itself. */
export const CYCLE = 'the value holds itself (a cycle); a config is JSON data, which cannot';

/** A `call/argument` error: the caller passed something the call cannot use. */
export function callArgument(message: string, pointer = ''): Diagnostic {
  return { severity: 'error', code: 'call/argument', message, pointer };
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
      return callArgument(`the value holds ${typeName(item)}, which JSON cannot; a config is JSON data`, pointer());
    }
    if (type !== 'object' || item === null) return undefined;
    const node = item as object;
    if (open.has(node)) return callArgument(CYCLE, pointer());
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
