/** One-line descriptions of every diagnostic code, for SARIF rule metadata. */
import type { DiagnosticCode } from '../core/diagnostic.js';
/**
 * A `Record` over the whole union, so adding a code to `DiagnosticCode` fails to compile until it
 * is described here.
 */
export declare const ruleDescriptions: Readonly<Record<DiagnosticCode, string>>;
