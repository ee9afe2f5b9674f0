import type { Shape } from '../../src/core/shape.js';
export declare const shapes: {
    readonly [kind: string]: Shape;
};
