import type { Formatter } from './formatter.js';
/**
 * `::error file=F,line=L,col=C,title=agentconf [code]::message` per diagnostic, then the summary
 * as plain log text. The runner needs a line, so an unknown one becomes line 1.
 */
export declare const formatGithub: Formatter;
/** Escapes a command's message as the Actions toolkit does: a raw newline ends the command. */
export declare function escapeData(text: string): string;
/** Escapes a property value; `:` and `,` would otherwise end the value or the property list. */
export declare function escapeProperty(text: string): string;
