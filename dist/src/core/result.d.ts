/** The one shape of a verdict, whatever was checked. */
import type { Diagnostic } from './diagnostic.js';
/**
 * The verdict on one checked value: a plugin config, a telemetry record, an API object, request
 * or response. A family that says more extends it (a record's type, a request's operation).
 */
export interface ValidationResult {
    /** True when no diagnostic is an error (warnings and notes never make a value invalid). */
    valid: boolean;
    /** What was found, errors first; pointers into the checked value. */
    diagnostics: Diagnostic[];
    /**
     * How many findings were left off past the findings cap (`maxFindings`), counted but not
     * built; `diagnostics` then ends with one `... and N more` note per severity and code.
     */
    truncated?: number;
}
