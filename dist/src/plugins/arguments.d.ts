/**
 * What the plugin-config family checks about its caller's arguments before any rule runs: a kind
 * that is no kind id, and a value that is not JSON data (`valueProblem`, shared by every family).
 */
import type { Diagnostic } from '../core/diagnostic.js';
/** Everything wrong with a library call's kind and value; empty when the rules can run. */
export declare function argumentProblems(kind: unknown, value: unknown): Diagnostic[];
