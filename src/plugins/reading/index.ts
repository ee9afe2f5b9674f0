/**
 * The reading tables of the plugins agentconf can run (one per plugin and version) and what the
 * pipeline asks of them. A kind without a table keeps the published schema's verdicts.
 */
import type { KindId } from '../../../generated/plugins/catalog.js';
import type { Diagnostic } from '../../core/diagnostic.js';
import { readDuplicateKeyMessage } from '../../core/parse/diagnostics.js';
import type { ReadingTable } from './model.js';
import { procCore1030 } from './proc-core-1.0.30.js';
import { sinkHttp1013 } from './sink-http-1.0.13.js';

export { applyReading, applyVerdicts, jsonType } from './interpret.js';
export { Reading } from './judge.js';
export type { ReadingTable } from './model.js';

/** The table each runnable kind is judged by: the plugin release agent 5.0.7 ships with. */
export const readingTables: Partial<Record<KindId, ReadingTable>> = {
  'proc-core': procCore1030,
  'sink-http': sinkHttp1013,
};

/**
 * A JSON config's parse findings as its plugin sees them: a member name given twice is no error
 * (the plugin's JSON reader keeps one and runs), but a warning that says which one it reads. The
 * value agentconf checks keeps the same one, so what the kept value does is judged on its own.
 */
export function readingParseFindings(kind: KindId, diagnostics: Diagnostic[]): Diagnostic[] {
  const table = readingTables[kind];
  if (table === undefined || !diagnostics.some((d) => d.code === 'parse/duplicate-key')) return diagnostics;
  return diagnostics.map((d) => {
    const parts = d.code === 'parse/duplicate-key' ? readDuplicateKeyMessage(d.message) : undefined;
    if (parts === undefined) return d;
    const kept = table.duplicates.keeps === 'last' ? 'this one, the last' : `the first (line ${parts.line}, column ${parts.column})`;
    const ignored = table.duplicates.keeps === 'last' ? `the one at line ${parts.line}, column ${parts.column}` : 'this one';
    return {
      ...d,
      severity: 'warning',
      message: `${JSON.stringify(parts.name)} is given twice: ${table.release} reads ${kept}, and ignores ${ignored}`,
    };
  });
}
