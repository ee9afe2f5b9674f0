/**
 * The reading tables of the plugins agentconf can run (one per plugin and version) and what the
 * pipeline asks of them. A kind without a table keeps the published schema's verdicts.
 */
import type { KindId } from '../../../generated/plugins/catalog.js';
import type { Diagnostic } from '../../core/diagnostic.js';
import type { ReadingTable } from './model.js';
export { applyReading, applyVerdicts, jsonType } from './interpret.js';
export { Reading } from './judge.js';
export type { ReadingTable } from './model.js';
/** The table each runnable kind is judged by: the plugin release agent 5.0.7 ships with. */
export declare const readingTables: Partial<Record<KindId, ReadingTable>>;
/**
 * A JSON config's parse findings as its plugin sees them: a member name given twice is no error
 * (the plugin's JSON reader keeps one and runs), but a warning that says which one it reads. The
 * value agentconf checks keeps the same one, so what the kept value does is judged on its own.
 */
export declare function readingParseFindings(kind: KindId, diagnostics: Diagnostic[]): Diagnostic[];
