/** The default, human-readable format: one block per diagnostic, then a one-line verdict. */
import type { Diagnostic } from '../core/diagnostic.js';
import { summarize, type FileResult, type ProblemGroup, type Summary } from '../core/report.js';
import { type Paint, painter, printable, severityStyle } from './ansi.js';
import { codeFrame, sourceLines, type SourceLines } from './frame.js';
import type { FormatContext, Formatter } from './formatter.js';
import { extraHint, summaryLine } from './wording.js';

/**
 * `file:line:col severity message [code]`, an optional `hint:` line and a code frame per
 * diagnostic (blocks separated by a blank line), then the summary line. Files without
 * diagnostics print nothing of their own, but for a line saying which kind a file was checked
 * as when its members told it (`x.json: checked as sink-http, told by its members`).
 */
export const formatText: Formatter = (results, ctx) => {
  const stream = textStream(ctx);
  let out = '';
  // Indexed: a folder of configs gives one result per file, most with nothing to print.
  for (let i = 0; i < results.length; i++) out += stream.result(results[i]!, ctx.sources.get(results[i]!.file));
  return out + stream.end(ctx.shown ?? summarize(results), ctx.hidden);
};

/**
 * The text format a result at a time, for a command that writes as it checks (a folder of
 * 100,000 configs need not hold its findings and their texts to the end): `result` gives the
 * blocks of one result (with its source text, for code frames), `end` the rest. What they give,
 * concatenated, is what `formatText` returns for the same results.
 */
export function textStream(ctx: Pick<FormatContext, 'color' | 'strict' | 'rulesHelp'>): {
  result(result: FileResult, text: string | undefined): string;
  end(shown: Summary, hidden: number | undefined): string;
} {
  const paint = painter(ctx.color);
  let blocks = 0;
  // Blocks are separated by a blank line: each but the first begins with one.
  const block = (text: string) => (blocks++ === 0 ? text : '\n\n' + text);
  return {
    result(result, text) {
      let out = '';
      const held = streamLine(result);
      if (held !== undefined) out += block(paint('dim', held));
      // A kind told by members is a guess a user should see: the findings follow from it.
      if (result.kindFrom === 'members' && result.kind !== undefined)
        out += block(paint('dim', `${printable(result.file)}: checked as ${printable(result.kind)}, told by its members`));
      if (result.diagnostics.length === 0 && !result.groups) return out;
      // Split once per file: a file with 100,000 findings must not be split 100,000 times.
      const source = text === undefined || result.diagnostics.length === 0 ? undefined : sourceLines(text);
      if (result.groups) {
        for (const b of renderGroups(result, source, paint)) out += block(b);
        return out;
      }
      for (let i = 0; i < result.diagnostics.length; i++) out += block(renderDiagnostic(result.file, result.diagnostics[i]!, source, paint));
      return out;
    },
    end(summary, hidden) {
      let out = '';
      // Under findings, where each code is explained: at a terminal (colour on), so logs and saved
      // reports, read by tools and diffed, stay as they were.
      if (ctx.rulesHelp !== undefined && ctx.color && blocks > 0) out += block(paint('dim', ctx.rulesHelp));
      const failed = summary.errors > 0 || (ctx.strict === true && summary.warnings > 0);
      const verdict = failed ? 'red' : summary.warnings > 0 ? 'yellow' : 'green';
      return out + block(paint('bold', paint(verdict, summaryLine(summary, hidden)))) + '\n';
    },
  };
}

function renderDiagnostic(file: string, d: Diagnostic, source: SourceLines | undefined, paint: Paint): string {
  const style = severityStyle[d.severity];
  const lines = [`${location(file, d)} ${paint(style, d.severity)} ${printable(d.message)} [${d.code}]`];
  const hint = extraHint(d);
  if (hint !== undefined) lines.push(`  hint: ${printable(hint)}`);
  if (source !== undefined && d.line !== undefined) {
    for (const line of codeFrame(source, d.line, d.column, paint, style)) lines.push(line);
  }
  return lines.join('\n');
}

/**
 * A record stream: one block per group of repeats (record type, code, pointer), its first
 * occurrence, how often it recurs and the first record indices; then what was counted but not kept.
 */
function renderGroups(result: FileResult, source: SourceLines | undefined, paint: Paint): string[] {
  const blocks = result.groups!.map((g) => {
    const block = renderDiagnostic(result.file, g.first, source, paint);
    return g.count > 1 ? `${block}\n  ${paint('dim', repeats(g))}` : block;
  });
  const stats = result.records;
  const shown = result.groups!.reduce((n, g) => n + (g.first.severity === 'info' ? 0 : g.count), 0);
  const unlisted = stats ? stats.errors + stats.warnings - shown : 0;
  if (unlisted > 0) blocks.push(paint('dim', `${unlisted} more problem${unlisted === 1 ? '' : 's'} not listed (--max-problems)`));
  return blocks;
}

/**
 * What a record stream held, when it carries times or flows:
 * `flows.ndjson: 88 records (flow_purge 53, flow_stats 35), 2026-11-24T10:00:38Z to 10:01:29Z, 53 flows opened, 53 purged`.
 */
function streamLine(result: FileResult): string | undefined {
  const stats = result.records;
  const held = stats?.stream;
  if (!stats || !held || (held.first === undefined && held.flows.opened === 0)) return undefined;
  const types = Object.entries(stats.types)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([t, n]) => `${printable(t)} ${n}`);
  const parts = [`${stats.records} record${stats.records === 1 ? '' : 's'}${types.length ? ` (${types.join(', ')})` : ''}`];
  if (held.first !== undefined && held.last !== undefined) parts.push(`${isoTime(held.first)} to ${isoTime(held.last)}`);
  if (held.flows.opened > 0) parts.push(`${held.flows.opened} flow${held.flows.opened === 1 ? '' : 's'} opened, ${held.flows.purged} purged`);
  if (held.flows.untracked > 0) parts.push(`${held.flows.untracked} records of untracked flows`);
  return `${printable(result.file)}: ${parts.join(', ')}`;
}

/** A Unix-ms time as ISO 8601 UTC, or the number when it is no date. */
function isoTime(ms: number): string {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? String(ms) : date.toISOString().replace('.000Z', 'Z');
}

/** `repeated in 1200 flow_stats records (first: 3, 9, 12, 20, 31)` */
function repeats(g: ProblemGroup): string {
  const where = g.type ? `${printable(g.type)} records` : 'records';
  const first = g.records.length ? ` (first: ${g.records.join(', ')})` : '';
  return `repeated ${g.count} times in ${where}${first}`;
}

/** `file:line:col`, shortened to what is known; a record's index (and byte offset without a line). */
function location(file: string, d: Diagnostic): string {
  let at = printable(file);
  if (d.line !== undefined) {
    at += `:${d.line}`;
    if (d.column !== undefined) at += `:${d.column}`;
  }
  if (d.record !== undefined) at += ` record ${d.record}`;
  if (d.line === undefined && d.offset !== undefined) at += ` (byte ${d.offset})`;
  return at;
}
