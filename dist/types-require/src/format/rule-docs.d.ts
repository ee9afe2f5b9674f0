/**
 * The rule documentation, from the one table (`ruleDescriptions` and `ruleHelp`): each code's
 * page anchor (SARIF `helpUri`, the text footer), its explanation for `agentconf rules CODE`, and
 * docs/rules.md (a test holds the file to what this renders).
 */
import type { DiagnosticCode } from '../core/diagnostic.js';
/** Where docs/rules.md is published. */
export declare const rulesPage = "https://agentconf.dev/docs/rules.md";
/** Every code, in the table's order. */
export declare const ruleCodes: DiagnosticCode[];
/** The page of a code's documentation. */
export declare function ruleHelpUri(code: DiagnosticCode): string;
/** `agentconf rules CODE`: what it means, why it matters, how to fix it, where to read more. */
export declare function ruleExplanation(code: DiagnosticCode): string;
/** docs/rules.md. */
export declare function rulesMarkdown(): string;
