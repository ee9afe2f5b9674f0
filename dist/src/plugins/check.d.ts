/**
 * The one pipeline behind `agentconf lint` and `agentconf resolve`:
 * read text -> parse -> detect kind -> validate -> resolve -> locate each diagnostic.
 * No Node built-ins: a UI can run it on text it holds.
 */
import { type Diagnostic } from '../core/diagnostic.js';
import type { KindId } from './kinds.js';
import { type ParsedDocument, type SourceFormat } from '../core/parse/index.js';
import type { FileResult } from '../core/report.js';
import { type ResolveReading } from './resolve/index.js';
import type { FastCheck } from './fast.js';
import { FindingsCap } from '../core/cap.js';
/** One config text to check. */
export interface CheckInput {
    /** Name shown in results; also used to tell the kind (`*-sink-http.json`). */
    file: string;
    text: string;
    format: SourceFormat;
    /** Skip detection: check as this kind. */
    kind?: KindId;
    /**
     * Without `kind`, tell the kind from the name and content (default). False: a config whose kind
     * is known to have no schema (a deployment's `sink-log`), checked for syntax only.
     */
    detect?: boolean;
    /** The complete variable table (`variableTable(...).table`); default: the agent's defaults. */
    variables?: Readonly<Record<string, string>>;
    /**
     * False: only the findings are wanted (a lint), not the effective config. A text with no `${`
     * then skips the effective-config steps: they cannot find anything in it, because defaults and
     * inherited values each satisfy their member's schema and the plugin schemas use no keyword that
     * adding a valid member could break (a schema test holds both true). A text with `${` whose
     * variables those steps leave where they are written has their findings found on the config as
     * written (`resolve/as-written.ts`).
     */
    effective?: boolean;
    /**
     * The fast check of clean configs (`fastCheck` of `validate/fast.ts`): the same findings,
     * sooner for a config that has none from the schema. A lint of many files passes it.
     */
    fastCheck?: FastCheck;
    /** Which reading of channel inheritance the effective config follows (`ResolveOptions.reading`). */
    reading?: ResolveReading;
    /** `${variables}` stay as written in the effective config (`ResolveOptions.keepVariables`). */
    keepVariables?: boolean;
    /**
     * The most findings built (default 1000, what the command lists of a file; `Infinity` for all;
     * anything but a whole number from 1 up or `Infinity` is a `call/argument` finding).
     * Past it findings are counted, not built nor located: the result lists the first `maxFindings`
     * in document order, then one `... and N more` note per severity and code.
     */
    maxFindings?: number;
    /**
     * A file found in a folder walk or open in an editor: when it is not an agent config
     * (`isNotAgentConfig`; with `kind`, only when its name says so), the result is `skipped`, with
     * no findings.
     */
    skipNonConfig?: boolean;
    /**
     * How the user can name the kind, ending the `kind/undetected` message (default: `pass --kind
     * with one of ...`, the command's way; an editor names its own).
     */
    kindHint?: string;
}
/** Findings with positions, and the effective config when there are no errors. */
export interface CheckOutput {
    result: FileResult;
    /** The parsed document (value and positions), for checks that look across files. */
    parsed: ParsedDocument;
    /** The effective config; undefined when the file has errors or was not schema-checked. */
    effective?: unknown;
}
/** Runs the whole pipeline on one text. Never throws for bad input. */
export declare function checkSource(input: CheckInput): Promise<CheckOutput>;
/**
 * The pipeline after parsing, on `input`'s text parsed (`parseSource`): synchronous, so a caller
 * with JSON text (parsed by `parseJsonText`) need not wait a turn per file.
 */
export declare function checkParsed(input: CheckInput, parsed: ParsedDocument): CheckOutput;
/**
 * `diagnostics` of a config parsed as `doc`, each with its position, in document order, the
 * first `cap.max` listed and a note per code of those left off: what a check reports.
 */
export declare function locatedFindings(diagnostics: Diagnostic[], doc: ParsedDocument, cap: FindingsCap): Diagnostic[];
