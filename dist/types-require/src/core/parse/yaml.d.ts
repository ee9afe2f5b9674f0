import { type ParsedDocument } from './document.js';
/**
 * Parses YAML text holding one document. Never throws: every problem becomes a diagnostic.
 * Duplicate keys are reported and the last one wins; any other error leaves the value undefined.
 * Keys that are not strings become strings (as in JavaScript objects), and `__proto__` becomes an
 * own property rather than a prototype.
 */
export declare function parseYaml(text: string, maxFindings?: number): ParsedDocument;
