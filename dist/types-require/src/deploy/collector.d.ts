/** Gathers diagnostics per file, in the order files were first touched. */
import { type Diagnostic } from '../core/diagnostic.js';
import type { SourcePosition } from '../core/parse/document.js';
import type { FileResult } from '../core/report.js';
/** The per-file results of one deployment check, built up as files are read. */
export declare class Collector {
    private readonly files;
    /** Source text per file, for code frames. */
    readonly sources: Map<string, string>;
    /** Registers a file (so it appears even when clean); records its kind when given. */
    touch(file: string, kind?: string): FileResult;
    add(file: string, ...diagnostics: Diagnostic[]): void;
    /** Adds a list of any length (a spread of 90,000 findings would overflow the stack). */
    addAll(file: string, diagnostics: readonly Diagnostic[]): void;
    /** The results, each file's diagnostics in source order (position-less ones first). */
    results(): FileResult[];
}
/** A diagnostic in an INI file: no JSON pointer, a position. */
export declare function at(position: SourcePosition, severity: Diagnostic['severity'], code: Diagnostic['code'], message: string, suggestion?: string): Diagnostic;
