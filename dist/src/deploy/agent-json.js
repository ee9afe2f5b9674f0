import { parseJsonText } from '../core/parse/index.js';
/** A finding of the parse for which the agent refuses the whole file. */
export const isRefusal = (d) => d.severity === 'error' && (d.code === 'parse/syntax' || d.code === 'parse/precision');
/** The value the agent reads from `text`, or `undefined` where it refuses the file. */
export function agentJson(text) {
    const parsed = parseJsonText(text);
    return parsed.value === undefined || parsed.diagnostics.some(isRefusal) ? undefined : { value: parsed.value };
}
