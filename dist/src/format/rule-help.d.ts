/**
 * Why each diagnostic code matters and how to fix what it reports: with `ruleDescriptions`, the
 * one table behind `agentconf rules`, docs/rules.md, SARIF rule help and the text footer. A
 * `Record` over the whole union, so a new code fails to compile until it is explained here.
 */
import type { DiagnosticCode } from '../core/diagnostic.js';
/** Why a finding of the code matters, and what to do about it. */
export interface RuleHelp {
    why: string;
    fix: string;
}
export declare const ruleHelp: Readonly<Record<DiagnosticCode, RuleHelp>>;
