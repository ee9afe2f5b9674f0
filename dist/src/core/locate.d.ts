/** Where a diagnostic is in its source text: the 1-based position of its pointer, and document order. */
import { type Diagnostic } from './diagnostic.js';
import type { ParsedDocument } from './parse/index.js';
/** Adds the 1-based position of a diagnostic's pointer (of the member name for unknown keys). */
export declare function locateDiagnostic(d: Diagnostic, parsed: ParsedDocument, key?: boolean): Diagnostic;
/**
 * Every diagnostic located and its message bounded, in document order (Array#sort is stable:
 * ties keep their order).
 */
export declare function located(diagnostics: Diagnostic[], parsed: ParsedDocument): Diagnostic[];
