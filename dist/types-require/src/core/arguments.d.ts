/**
 * What every family checks about a library caller's arguments before any rule runs. Callers hand
 * in values from anywhere (a parsed file, a form, a fuzzer): a value that holds itself, nests
 * thousands of levels deep or holds things JSON cannot (a BigInt, a Symbol, a function). Each
 * becomes a `call/argument` (or `parse/too-deep`) diagnostic, so nothing later recurses without
 * end or throws.
 */
import type { Diagnostic } from './diagnostic.js';
/** The message for a value that holds itself. */
export declare const CYCLE = "the value holds itself (a cycle); a config is JSON data, which cannot";
/** A `call/argument` error: the caller passed something the call cannot use. */
export declare function callArgument(message: string, pointer?: string): Diagnostic;
/** A short description of an exception a caller's value threw while being read. */
export declare function thrownReason(error: unknown): string;
/**
 * The first thing in `value` that is not JSON data: a cycle, nesting deeper than `MAX_DEPTH`,
 * a BigInt, Symbol or function, a typed array, Map or Set, more than `MAX_MEMBERS` members (a
 * sparse array of length 2^32 - 1 is refused by its length, before any walk), or a member that
 * throws when read (a getter, a proxy). Iterative (no recursion), linear in the value's size; a
 * value reached twice by different paths (shared, not cyclic) is fine.
 */
export declare function valueProblem(value: unknown): Diagnostic | undefined;
