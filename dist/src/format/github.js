import { summarize } from '../core/report.js';
import { printable } from '../core/printable.js';
import { messageWithHint, summaryLine } from './wording.js';
const commands = { error: 'error', warning: 'warning', info: 'notice' };
/**
 * `::error file=F,line=L,col=C,title=agentconf [code]::message` per diagnostic, then the summary
 * as plain log text. The runner needs a line, so an unknown one becomes line 1.
 */
export const formatGithub = (results, ctx) => {
    const lines = [];
    for (const r of results) {
        for (const d of r.diagnostics) {
            // A finding on a command-line value (--var) lies in no file: an annotation without a place.
            // Nor does one on a request of `receive` (its path is no file of the checkout): the path leads the message.
            const placeless = r.commandLine === true || r.request === true;
            const properties = placeless ? [] : [`file=${escapeProperty(printable(r.file))}`, `line=${d.line ?? 1}`];
            if (!placeless && d.line !== undefined && d.column !== undefined)
                properties.push(`col=${d.column}`);
            properties.push(`title=${escapeProperty(`agentconf [${d.code}]`)}`);
            // Input text is made printable first: the runner turns %0A back into a line break, and ESC, C1
            // controls and bidi marks would reach the log as they are.
            const message = printable(placeless ? `${r.file}: ${messageWithHint(d)}` : messageWithHint(d));
            lines.push(`::${commands[d.severity]} ${properties.join(',')}::${escapeData(message)}`);
        }
    }
    lines.push(summaryLine(ctx.shown ?? summarize(results), ctx.hidden));
    return lines.join('\n') + '\n';
};
/** Escapes a command's message as the Actions toolkit does: a raw newline ends the command. */
export function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** Escapes a property value; `:` and `,` would otherwise end the value or the property list. */
export function escapeProperty(text) {
    return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
