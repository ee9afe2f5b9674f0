import type { Shape } from '../../src/core/shape.js';
export declare const recordShapes: {
    readonly [id: string]: Shape;
};
