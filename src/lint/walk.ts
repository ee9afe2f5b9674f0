/** Walks a value together with its shape, calling back on every object the shape describes. */
import type { Shape } from '../../generated/shapes.js';
import { childPointer } from '../pointer.js';
import { isPlainObject } from '../value.js';

/** Visits `value` and every nested object/array that `shape` describes, outermost first. */
export function walkShape(
  value: unknown,
  shape: Shape | undefined,
  visit: (node: Record<string, unknown>, shape: Shape, pointer: string) => void,
  pointer = '',
): void {
  if (!shape) return;
  if (Array.isArray(value)) {
    if (shape.items) {
      value.forEach((item, i) => {
        if (item !== null && typeof item === 'object') walkShape(item, shape.items, visit, childPointer(pointer, i));
      });
    }
    return;
  }
  if (!isPlainObject(value)) return;
  visit(value, shape, pointer);
  for (const key of Object.keys(value)) {
    const item = value[key];
    // Only objects and arrays are visited: skip scalars before building their pointers (the
    // walk runs on every record of a telemetry stream).
    if (item === null || typeof item !== 'object') continue;
    const child = shape.props && Object.hasOwn(shape.props, key) ? shape.props[key] : shape.each;
    if (child) walkShape(item, child, visit, childPointer(pointer, key));
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
