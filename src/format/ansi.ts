/** Minimal ANSI styling; a dependency would be overkill for six SGR codes. */
import type { Severity } from '../core/diagnostic.js';

/** The styles the text format uses. */
export type Style = 'red' | 'yellow' | 'cyan' | 'green' | 'dim' | 'bold';

// Each style closes with its own reset (39 = default colour, 22 = normal intensity) rather than
// a full reset, so nested styles survive.
const codes: Record<Style, readonly [number, number]> = {
  red: [31, 39],
  yellow: [33, 39],
  cyan: [36, 39],
  green: [32, 39],
  dim: [2, 22],
  bold: [1, 22],
};

/** The colour each severity is shown in, wherever a format colours one. */
export const severityStyle: Readonly<Record<Severity, Style>> = { error: 'red', warning: 'yellow', info: 'cyan' };

/** Applies a style to some text. */
export type Paint = (style: Style, text: string) => string;

/** A painter that styles when `color` is on and returns text untouched otherwise. */
export function painter(color: boolean): Paint {
  if (!color) return (_style, text) => text;
  return (style, text) => {
    if (text === '') return text;
    const [open, close] = codes[style];
    return `\u001b[${open}m${text}\u001b[${close}m`;
  };
}

// C0 and C1 controls (tab excepted) and the bidi overrides: printed raw, these let a config file
// drive the terminal or disguise what a line says.
const UNSAFE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

// Half of a surrogate pair, e.g. where a long line was cut; it would print as garbage.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Makes untrusted text safe for a terminal line: controls become visible `\n`/`\u001b`-style
 * escapes, so one diagnostic stays on one line and nothing the file says can restyle the screen.
 */
export function printable(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd').replace(UNSAFE, (c) => {
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/**
 * Like {@link printable}, but one replacement character per unsafe code unit (lone surrogate
 * halves included), so columns in source lines keep lining up with the caret.
 */
export function printableSameWidth(text: string): string {
  return text.replace(UNSAFE, '\ufffd').replace(LONE_SURROGATE, '\ufffd');
}
