/** The shape every source parser returns, whatever the input format. */
import type { Diagnostic } from '../diagnostic.js';
/** A place in the source text. */
export interface SourcePosition {
    /** 1-based line. */
    line: number;
    /** 1-based column, counted in UTF-16 code units (a tab counts as one). */
    column: number;
}
/** Options for {@link ParsedDocument.locate}. */
export interface LocateOptions {
    /** Ask for the start of the member name instead of the value (falls back to the value). */
    key?: boolean;
}
/** A parsed source file: its value, what went wrong, and where each value sits in the text. */
export interface ParsedDocument {
    /** The parsed value; undefined when the text could not be parsed (then diagnostics hold an error). */
    value: unknown;
    /** parse/syntax, parse/duplicate-key, parse/too-deep, parse/empty — each with pointer, line, column. */
    diagnostics: Diagnostic[];
    /**
     * Where the value at `pointer` starts; with `{ key: true }`, where its member name starts
     * (falls back to the value). For a pointer that does not exist, the position of its nearest
     * existing ancestor (with the same `key` rule). Root `''` gives the position of the top value.
     * Undefined when there is no value or the pointer is malformed.
     */
    locate(pointer: string, options?: LocateOptions): SourcePosition | undefined;
    /**
     * True when the parser guarantees the value is JSON data within {@link MAX_DEPTH} (no cycle,
     * nothing JSON cannot hold), so the pipeline need not walk it again to make sure.
     */
    jsonData?: true;
    /** A fresh copy of `value`, equal to `cloneJson(value)` but made without walking it. */
    copy?(): unknown;
}
/**
 * How deep values may nest. Real configs stay far below this; the limit exists so hostile input
 * cannot exhaust the stack of whoever walks the value next (validators, resolvers, formatters).
 */
export declare const MAX_DEPTH = 1000;
