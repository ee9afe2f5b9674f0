/** Walks a value together with its shape, calling back on every object the shape describes. */
import type { Shape } from './shape.js';
/**
 * Visits `value` and every nested object/array that `shape` describes, outermost first, for steps
 * that change the value (defaults, inheritance). Unknown keys have a walk of their own, which
 * keeps each object's place.
 */
export declare function walkShapeNodes(value: unknown, shape: Shape | undefined, visit: (node: Record<string, unknown>, shape: Shape) => void): void;
/** The shape at a pointer, following members, map entries and array items. */
export declare function shapeAt(shape: Shape | undefined, tokens: readonly string[]): Shape | undefined;
