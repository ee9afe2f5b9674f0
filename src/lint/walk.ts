/** Walks a value together with its shape, calling back on every object the shape describes. */
import type { Shape } from '../../generated/shapes.js';
import { childPointer } from '../pointer.js';

type Visit = (node: Record<string, unknown>, shape: Shape, pointer: string) => void;

/**
 * Visits `value` and every nested object/array that `shape` describes, outermost first. Pointers
 * are built only for containers the walk enters: configs are mostly leaves, and a config folder
 * walks every value of every file several times.
 */
export function walkShape(value: unknown, shape: Shape | undefined, visit: Visit, pointer = ''): void {
  walk(value, shape, visit, pointer);
}

/** {@link walkShape} for steps that need no pointers (they change the value): none is built. */
export function walkShapeNodes(value: unknown, shape: Shape | undefined, visit: (node: Record<string, unknown>, shape: Shape) => void): void {
  walk(value, shape, visit, undefined);
}

/** The walk; `pointer` undefined: no pointer is built, the visitor gets ''. */
function walk(value: unknown, shape: Shape | undefined, visit: Visit, pointer: string | undefined): void {
  if (!shape || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    const items = shape.items;
    if (!items) return;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === 'object' && item !== null) walk(item, items, visit, pointer === undefined ? undefined : childPointer(pointer, i));
    }
    return;
  }
  const node = value as Record<string, unknown>;
  visit(node, shape, pointer ?? '');
  const props = shape.props;
  const each = shape.each;
  if (!props && !each) return;
  // Indexed, not `for...of`: the iterator protocol is slow in code not yet optimised.
  const keys = Object.keys(node);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const member = node[key];
    if (typeof member !== 'object' || member === null) continue;
    const child = props && Object.hasOwn(props, key) ? props[key] : each;
    if (child) walk(member, child, visit, pointer === undefined ? undefined : childPointer(pointer, key));
  }
}

/** The shape at a pointer, following members, map entries and array items. */
export function shapeAt(shape: Shape | undefined, tokens: readonly string[]): Shape | undefined {
  let node = shape;
  for (const token of tokens) {
    if (!node) return undefined;
    node = node.props && Object.hasOwn(node.props, token) ? node.props[token] : (node.each ?? node.items);
  }
  return node;
}
