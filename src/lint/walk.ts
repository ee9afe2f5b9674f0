/** Walks a value together with its shape, calling back on every object the shape describes. */
import type { Shape } from '../../generated/shapes.js';

/**
 * Called on each described object with the tokens of its place (member names, array indexes):
 * one array the walk changes as it goes, so read it during the call (`childPointer('', ...path)`).
 */
type Visit = (node: Record<string, unknown>, shape: Shape, path: readonly (string | number)[]) => void;

/**
 * Visits `value` and every nested object/array that `shape` describes, outermost first. No
 * pointer is built: a visitor that finds something makes one from the path (configs are mostly
 * clean, and a config folder walks every file).
 */
export function walkShape(value: unknown, shape: Shape | undefined, visit: Visit): void {
  walk(value, shape, visit, []);
}

/** {@link walkShape} for steps that need no place (they change the value): the path stays empty. */
export function walkShapeNodes(value: unknown, shape: Shape | undefined, visit: (node: Record<string, unknown>, shape: Shape) => void): void {
  walk(value, shape, visit, undefined);
}

const noPath: readonly (string | number)[] = [];

/** The walk; `path` undefined: no place is kept, the visitor gets an empty path. */
function walk(value: unknown, shape: Shape | undefined, visit: Visit, path: (string | number)[] | undefined): void {
  if (!shape || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    const items = shape.items;
    if (!items) return;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item !== 'object' || item === null) continue;
      path?.push(i);
      walk(item, items, visit, path);
      path?.pop();
    }
    return;
  }
  const node = value as Record<string, unknown>;
  visit(node, shape, path ?? noPath);
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
    if (!child) continue;
    path?.push(key);
    walk(member, child, visit, path);
    path?.pop();
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
