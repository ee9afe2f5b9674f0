/**
 * A small INI reader for the agent's loader files and main config. It never throws: every line
 * it cannot read becomes a diagnostic, and reading goes on with the next line.
 *
 * It reads the way the agent's INI reader does, as the loader table says (`reading/loader.ts`,
 * `IniDialect`; runs in fixtures/agent-runs/found/loader-*):
 * - `[name]` section headers, the name taken as written between the brackets (spaces included;
 *   text after the closing bracket is ignored); a name given twice in one file is one section;
 * - `key = value` or `key: value` entries, key and value trimmed;
 * - white space is what C's `isspace` calls so (inih's ini.c, in any locale the agent runs in):
 *   space, tab, line feed, vertical tab, form feed, carriage return; not U+00A0 or the other Unicode
 *   spaces JavaScript's `trim` and `\s` take (a no-break space pasted after `no` leaves
 *   `enable = no` on: runs loader-nbsp-*); a line ends at a line feed only (a lone carriage return
 *   is white space inside the line), and, read as a C string, at a NUL (what follows is never read);
 * - whole-line comments starting with `#` or `;`, and inline comments `value ; comment` (a `;`
 *   after whitespace); a `#` inside a value is kept (URLs may hold one), quotes too;
 * - an indented line after a key continues that key's value (joined with a newline);
 * - a key given twice in one section: both values joined with a newline, with a warning.
 * Keys before the first header belong to no section; they are kept in `preamble`.
 */
import type { Diagnostic } from '../core/diagnostic.js';
import type { SourcePosition } from '../core/parse/document.js';
import { type IniDialect } from './reading/index.js';
/** One `key = value` line. */
export interface IniEntry {
    key: string;
    value: string;
    /** Where the key starts. */
    keyAt: SourcePosition;
    /** Where the value starts (just after the delimiter when the value is empty). */
    valueAt: SourcePosition;
    /** The lines the agent joined into this value (a repeated key, continuation lines), when more than one. */
    parts?: IniEntry[];
}
/** One `[name]` section with its entries. */
export interface IniSection {
    name: string;
    /** Where the `[` of the header is. */
    at: SourcePosition;
    /** Every entry, in source order, duplicates included (continuation lines are not entries). */
    entries: IniEntry[];
    /** What the agent reads for each key (lower-cased): repeated keys and continuation lines joined. */
    values: Map<string, IniEntry>;
}
/** The sections of an INI text and what was wrong with it. */
export interface IniDocument {
    /** Sections in source order; a name given twice (in any case) is one section, at its first header. */
    sections: IniSection[];
    /** Entries before the first section header. */
    preamble: IniEntry[];
    diagnostics: Diagnostic[];
}
/** How `parseIni` reads: the agent's INI reader by default. */
export interface IniOptions {
    dialect?: IniDialect;
    /** Keys (lower-cased) whose repeats the caller reports itself, with what they do. */
    quietRepeats?: readonly string[];
}
/**
 * Reads INI text. Never throws. Past `maxFindings` findings (default 1,000, what the command lists
 * of a file) they are counted, not built: 400,000 duplicate keys gave 170 MB of output. The list
 * then ends with one `... and N more` note per code.
 */
export declare function parseIni(text: string, maxFindings?: number, options?: IniOptions): IniDocument;
/** `text` without the white space at either end, as the agent's INI reader trims. */
export declare function trimSpace(text: string): string;
/** Where `text` (a key or value the agent keeps as written) starts or ends with such a space, and which. */
export declare function keptSpace(text: string, part: 'key' | 'value'): {
    part: 'key' | 'value';
    where: string;
    name: string;
} | undefined;
/** Lower-cased as the agent's INI reader does (`tolower`, the C locale): A-Z only. */
export declare function lowerAscii(name: string): string;
