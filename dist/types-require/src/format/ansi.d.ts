/** Minimal ANSI styling; a dependency would be overkill for six SGR codes. */
import type { Severity } from '../core/diagnostic.js';
/** The styles the text format uses. */
export type Style = 'red' | 'yellow' | 'cyan' | 'green' | 'dim' | 'bold';
/** The colour each severity is shown in, wherever a format colours one. */
export declare const severityStyle: Readonly<Record<Severity, Style>>;
/** Applies a style to some text. */
export type Paint = (style: Style, text: string) => string;
/** A painter that styles when `color` is on and returns text untouched otherwise. */
export declare function painter(color: boolean): Paint;
export { printable, printableSameWidth } from '../core/printable.js';
