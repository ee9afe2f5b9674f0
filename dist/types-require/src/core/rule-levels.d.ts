/**
 * Rule levels: a team's choice of how loud each diagnostic code is (`off`, `info`, `warning`,
 * `error`), by code (`key/unknown`) or by family (`deploy/*`). Within one layer of settings the
 * most specific entry wins: a code's own level beats its family's; across layers (`overLevels`)
 * the higher layer wins the whole code, its family entry included. A level changes only the severity of the findings that
 * exist; `off` removes exactly the findings of that code.
 */
import type { Diagnostic, DiagnosticCode, Severity } from './diagnostic.js';
/** What a rule may be set to. */
export type RuleLevel = Severity | 'off';
/** The levels every setting accepts, in the order messages list them. */
export declare const ruleLevels: readonly RuleLevel[];
/** Levels by code or family (`deploy/*`). */
export type RuleLevels = Readonly<Record<string, RuleLevel>>;
/** The level `levels` set for `code`, or undefined when they leave it alone. */
export declare function levelOf(code: DiagnosticCode, levels: RuleLevels): RuleLevel | undefined;
/**
 * The diagnostics with `levels` applied, in the same order; the input is not changed. Without
 * an entry that applies, the same array is returned.
 */
export declare function applyRuleLevels(diagnostics: Diagnostic[], levels: RuleLevels): Diagnostic[];
/** One finding at the level `levels` set for its code: undefined when `off`, the same object when left alone. */
export declare function atLevel(d: Diagnostic, levels: RuleLevels | undefined): Diagnostic | undefined;
/**
 * `higher`'s levels over `lower`'s: a family `higher` sets replaces `lower`'s entries of its codes
 * too (`--rule 'key/*=off'` beats a settings file's `key/unknown: error`), so the higher layer
 * wins whole; within `higher`, a code still beats its family.
 */
export declare function overLevels(lower: RuleLevels, higher: RuleLevels): Record<string, RuleLevel>;
/** Whether `name` is a code or a family among `codes`, for a settings check. */
export declare function isRuleName(name: string, codes: readonly string[]): boolean;
