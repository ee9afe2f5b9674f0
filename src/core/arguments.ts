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
import { boundText, groupDigits } from './message.js';

/** The message for a value that holds itself. */
export const CYCLE = 'the value holds itself (a cycle); a config is JSON data, which cannot';

/** A `call/argument` error: the caller passed something the call cannot use. */
export function callArgument(message: string, pointer = ''): Diagnostic {
  return { severity: 'error', code: 'call/argument', message, pointer };
}

const tooMany = (pointer: string) =>
  callArgument(
    `the value holds more than ${groupDigits(MAX_MEMBERS)} members (array items and object members), more than any config, record or API object`,
    pointer,
  );

/** One level of the walk: a container and how far its members have been looked at. */
interface Frame {
  node: object;
  keys: readonly (string | number)[];
  next: number;
}

/**
 * Most members (array items and object members, counted over the whole value) a value may hold:
 * far more than any config, record or API object, and few enough to walk in well under a second.
 */
const MAX_MEMBERS = 1_000_000;

/** What a value JSON cannot hold is, when it is an object JSON has no form for (else undefined). */
function exoticName(node: object): string | undefined {
  if (ArrayBuffer.isView(node)) return 'a typed array';
  if (node instanceof ArrayBuffer) return 'an ArrayBuffer';
  if (node instanceof Map) return 'a Map';
  if (node instanceof Set) return 'a Set';
  if (node instanceof WeakMap || node instanceof WeakSet) return 'a weak collection';
  if (node instanceof Promise) return 'a Promise';
  return undefined;
}

/** A short description of an exception a caller's value threw while being read. */
export function thrownReason(error: unknown): string {
  try {
    return boundText(error instanceof Error ? error.message : String(error), 120);
  } catch {
    return 'an unprintable exception';
  }
}

/**
 * The first thing in `value` that is not JSON data: a cycle, nesting deeper than `MAX_DEPTH`,
 * a BigInt, Symbol or function, a typed array, Map or Set, more than `MAX_MEMBERS` members (a
 * sparse array of length 2^32 - 1 is refused by its length, before any walk), or a member that
 * throws when read (a getter, a proxy). Iterative (no recursion), linear in the value's size; a
 * value reached twice by different paths (shared, not cyclic) is fine.
 */
export function valueProblem(value: unknown): Diagnostic | undefined {
  try {
    return walkValue(value);
  } catch (error) {
    return callArgument(`reading the value failed (${thrownReason(error)}); pass plain JSON data`);
  }
}

function walkValue(value: unknown): Diagnostic | undefined {
  let members = 0;
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
    const exotic = exoticName(node);
    if (exotic) return callArgument(`the value holds ${exotic}, which JSON cannot; pass plain JSON data`, pointer());
    const count = Array.isArray(node) ? node.length : undefined;
    if (count !== undefined && members + count > MAX_MEMBERS) return tooMany(pointer());
    const keys = count !== undefined ? Array.from({ length: count }, (_, i) => i) : Object.keys(node);
    members += keys.length;
    if (members > MAX_MEMBERS) return tooMany(pointer());
    open.add(node);
    stack.push({ node, keys, next: 0 });
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
