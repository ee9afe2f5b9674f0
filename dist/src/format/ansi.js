// Each style closes with its own reset (39 = default colour, 22 = normal intensity) rather than
// a full reset, so nested styles survive.
const codes = {
    red: [31, 39],
    yellow: [33, 39],
    cyan: [36, 39],
    green: [32, 39],
    dim: [2, 22],
    bold: [1, 22],
};
/** The colour each severity is shown in, wherever a format colours one. */
export const severityStyle = { error: 'red', warning: 'yellow', info: 'cyan' };
/** A painter that styles when `color` is on and returns text untouched otherwise. */
export function painter(color) {
    if (!color)
        return (_style, text) => text;
    return (style, text) => {
        if (text === '')
            return text;
        const [open, close] = codes[style];
        return `\u001b[${open}m${text}\u001b[${close}m`;
    };
}
// The one escaping of input text, shared with every other output (src/core/printable.ts).
export { printable, printableSameWidth } from '../core/printable.js';
