/** Small builders shared by the parsers, so every parse diagnostic has the same shape. */
import type { Diagnostic, DiagnosticCode } from '../diagnostic.js';
import type { SourcePosition } from './document.js';
/** An error diagnostic at a known position. */
export declare function parseError(code: DiagnosticCode, message: string, pointer: string, at: SourcePosition, suggestion?: string): Diagnostic;
/** The message for a duplicate member name; the wording is shared by JSON and YAML. */
export declare function duplicateKeyMessage(name: string, first: {
    line: number;
    column: number;
}): string;
/** The member name and first position a {@link duplicateKeyMessage} names, for a layer that says it otherwise. */
export declare function readDuplicateKeyMessage(message: string): {
    name: string;
    line: number;
    column: number;
} | undefined;
/** The suggestion that goes with {@link duplicateKeyMessage}. */
export declare const DUPLICATE_KEY_SUGGESTION = "remove one of them; only the last one takes effect here";
/** The message for input that is empty or holds only whitespace (and, in YAML, comments). */
export declare const EMPTY_MESSAGE = "file is empty";
/** The message for nesting beyond {@link MAX_DEPTH}. */
export declare function tooDeepMessage(limit: number): string;
/**
 * Names the character at `offset` for a message. Control characters are given as bytes
 * ("unexpected byte 0x00") because that is what a binary or mis-encoded file shows; invisible
 * and confusable characters are given as code points, since quoting them would show nothing.
 */
export declare function describeCharAt(text: string, offset: number): string;
/**
 * What is worth saying about a number literal and the double it reads as: beyond the float range
 * (an error: it is no number any more), or an integer the double does not hold exactly (a
 * warning naming the value agentconf checks). Undefined when the double is the literal.
 */
export declare function numberProblem(literal: string, value: number): {
    severity: 'error' | 'warning';
    message: string;
} | undefined;
