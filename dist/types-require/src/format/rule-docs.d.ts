/**
 * The rule documentation, from the one table (`ruleDescriptions` and `ruleHelp`): where each
 * code is explained in the installed package (the text footer, `agentconf rules`), its help for
 * SARIF, its explanation for `agentconf rules CODE`, and docs/rules.md (a test holds the file to
 * what this renders). No link to a web site: the project has none; the page ships in the package.
 */
import type { DiagnosticCode } from '../core/diagnostic.js';
/**
 * Where docs/rules.md is in a project that installed agentconf (relative to the project's folder:
 * the package ships the page).
 */
export declare const rulesPage = "node_modules/agentconf/docs/rules.md";
/** Every code, in the table's order. */
export declare const ruleCodes: DiagnosticCode[];
/** Where a code's documentation is: the page in the installed package and its heading. */
export declare function ruleDocs(code: DiagnosticCode): string;
/** A code's help for SARIF: its meaning, why it matters and how to fix it, as text and as Markdown. */
export declare function ruleSarifHelp(code: DiagnosticCode): {
    text: string;
    markdown: string;
};
/** `agentconf rules CODE`: what it means, why it matters, how to fix it, where to read more. */
export declare function ruleExplanation(code: DiagnosticCode): string;
/** docs/rules.md. */
export declare function rulesMarkdown(): string;
