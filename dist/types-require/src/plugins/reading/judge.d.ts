/**
 * The published schema's findings re-judged by what the plugin does (its verdicts, `interpret.ts`):
 * an error is kept where the agent stops, hangs or loses the posts (its message then says so),
 * and dropped where the plugin ignores the value (a warning says what it uses instead), reads it
 * as written (a `spec/divergence` note) or never reads it at all (under a disabled channel).
 * Decided per Ajv error before the errors become diagnostics, so the findings cap counts what is
 * reported, and looked up by pointer, so a config with many errors stays linear.
 */
import type { Diagnostic } from '../../core/diagnostic.js';
import type { SourceText } from '../source-text.js';
import { type Verdict } from './interpret.js';
import type { ReadingTable } from './model.js';
/** One config as its plugin reads it, for re-judging the schema's findings on it. */
export declare class Reading {
    readonly table: ReadingTable;
    private readonly found;
    private readonly at;
    private readonly absent;
    private readonly never;
    private readonly neverRead;
    /** Verdicts a schema error was kept at, or refused at; never-read channels that hid one. */
    private kept;
    private refused;
    private hid;
    constructor(table: ReadingTable, config: Record<string, unknown>, source?: SourceText);
    /** Every verdict found, for the effective config of the same object (`applyVerdicts`). */
    get verdicts(): readonly Verdict[];
    /** The never-read channel at or above `pointer`, else the nearest verdict at or above it. */
    private lookup;
    /** Whether an Ajv error (instance path, keyword, missing member of `required`) stays a schema error. */
    keepsSchemaError(pointer: string, keyword: string, missing?: unknown): boolean;
    /** Whether a finding at `pointer` (an unknown key) lies in a part the plugin reads. */
    reads(pointer: string): boolean;
    /** A kept schema error, saying what the plugin does with the value. */
    explained(d: Diagnostic): Diagnostic;
    /** The table's own findings: what the plugin ignores, reads beyond the schema, stops on, never reads. */
    findings(): Diagnostic[];
    /** `config` without the channels the plugin never reads (copied along their paths only), for the unknown-key walk. */
    readPart(config: Record<string, unknown>): Record<string, unknown>;
}
