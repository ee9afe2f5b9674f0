/**
 * How the agent's loader reads `plugins.d/*.conf`, as data: one table per agent release
 * (`loader-5.0.7.ts`, `loader-5.2.8.ts`). `ini.ts` and `loaders.ts` take their behaviour from the
 * table of the release being checked; a new release is a new table. Beside each table, in
 * `evidence/`, each of its behaviours (a `LoaderRowId`) says what the agent does, where in its
 * public source, and the run of the real agent that confirmed it (a folder of
 * fixtures/agent-runs/found/, or of ../shared/reference/agent-runs/config-cases/). docs/loader-reading.md
 * is the same, for people.
 */
import type { AgentRelease } from '../model.js';
/** Where a behaviour comes from and how it was confirmed. */
export interface ReadingRow {
    /** What the agent does, in a sentence. */
    readonly does: string;
    /** The place in the agent's public source. */
    readonly source: string;
    /** The runs that confirmed it; undefined: read from the source only (no runnable build of the release here). */
    readonly runs?: readonly string[];
}
/** The INI reader the loader uses (inih's ini.c under the agent's INIReader class). */
export interface IniDialect {
    /** Characters that end a key (the first one on the line). */
    readonly delimiters: string;
    /** Section and key names are lower-cased before anything compares them. */
    readonly lowerCaseNames: boolean;
    /** The text between `[` and `]` is taken as it is, spaces included. */
    readonly trimSectionNames: boolean;
    /** A section named twice in one file is one section (its keys together). */
    readonly mergeSections: boolean;
    /** A key given twice in one section: its values joined with this. */
    readonly repeatJoiner: string;
    /** An indented line after a key continues that key's value (joined like a repeated key). */
    readonly indentedLineContinues: boolean;
    /** A `;` after whitespace starts an inline comment; a `#` inside a value does not. */
    readonly inlineSemicolonComment: boolean;
    readonly inlineHashComment: boolean;
    /** Quotes around a value are part of it. */
    readonly quotesLiteral: boolean;
    /** A line is a C string: it ends at a NUL, and what follows on that line is never read. */
    readonly nulEndsLine: boolean;
}
/** One release's loader. */
export interface LoaderReading {
    readonly release: AgentRelease;
    /** The release as messages name it (`agent 5.0.7`). */
    readonly agent: string;
    readonly ini: IniDialect;
    /** Names of files the loader reads in the loader folder. */
    readonly fileName: RegExp;
    /** The keys a plugin section is read for. */
    readonly keys: readonly string[];
    /** `enable` words, compared lower-cased; any other value (empty, quoted, joined) leaves the default. */
    readonly enableTrue: readonly string[];
    readonly enableFalse: readonly string[];
    readonly enableDefault: boolean;
    /** `${variables}` expanded in `plugin_library`. */
    readonly libraryExpands: boolean;
    /** When an unloadable library stops the agent: while reading the loader file, or when the plugins start. */
    readonly libraryLoaded: 'reading the loader files' | 'starting the plugins';
    /** The `${name}` variables the loader expands (in conf_filename, and in plugin_library when it expands). */
    readonly variables: readonly string[];
}
export type LoaderRowId = 'file-name' | 'file-order' | 'section-order' | 'names-lower-cased' | 'section-name-untrimmed' | 'role-prefix' | 'section-without-keys' | 'section-twice-in-file' | 'keys-before-sections' | 'delimiters' | 'repeated-key' | 'indented-line' | 'inline-comment' | 'quotes' | 'syntax-error' | 'enable' | 'disabled-skipped' | 'plugin-library' | 'library-variables' | 'conf-filename' | 'conf-not-found' | 'variables' | 'duplicate-tag' | 'role-mismatch' | 'sink-targets' | 'unknown-key';
