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
import { verdicts, type NeverRead, type Verdict } from './interpret.js';
import type { Effect, ReadingTable } from './model.js';

const fatal = (e: Effect) => e.does === 'stops' || e.does === 'hangs' || e.does === 'loses';

/** One config as its plugin reads it, for re-judging the schema's findings on it. */
export class Reading {
  private readonly found: Verdict[];
  // Most configs get no verdict and have every channel read: then no map or set is made (a
  // folder lint makes a reading of each file).
  private readonly at: Map<string, Verdict> | undefined;
  private readonly absent: Map<string, Verdict[]> | undefined;
  private readonly never: Map<string, NeverRead> | undefined;
  private readonly neverRead: readonly NeverRead[];
  /** Verdicts a schema error was kept at, or refused at; never-read channels that hid one. */
  private kept: Set<Verdict> | undefined;
  private refused: Set<Verdict> | undefined;
  private hid: Set<NeverRead> | undefined;

  constructor(
    readonly table: ReadingTable,
    config: Record<string, unknown>,
    source?: SourceText,
  ) {
    const { found, walked } = verdicts(table, config, source);
    this.found = found;
    this.neverRead = walked.neverRead;
    if (found.length > 0) {
      const at = (this.at = new Map());
      const absent = (this.absent = new Map());
      for (const v of found) {
        if (v.absentKey === undefined) {
          if (!at.has(v.pointer)) at.set(v.pointer, v);
        } else absent.set(v.pointer, [...(absent.get(v.pointer) ?? []), v]);
      }
    }
    if (walked.neverRead.length > 0) {
      const never = (this.never = new Map());
      for (const n of walked.neverRead) never.set(n.pointer, n);
    }
  }

  /** Every verdict found, for the effective config of the same object (`applyVerdicts`). */
  get verdicts(): readonly Verdict[] {
    return this.found;
  }

  /** The never-read channel at or above `pointer`, else the nearest verdict at or above it. */
  private lookup(pointer: string): NeverRead | Verdict | undefined {
    if (this.never === undefined && this.at === undefined) return undefined;
    // `pointer`, then each ancestor (a `/` in a name is escaped, so each `/` starts a token).
    let nearest: Verdict | undefined;
    for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
      const n = this.never?.get(p);
      if (n) return n;
      nearest ??= this.at?.get(p);
      if (p === '') return nearest;
    }
  }

  /** Whether an Ajv error (instance path, keyword, missing member of `required`) stays a schema error. */
  keepsSchemaError(pointer: string, keyword: string, missing?: unknown): boolean {
    const hit = this.lookup(pointer);
    if (hit !== undefined && !('effect' in hit)) {
      (this.hid ??= new Set()).add(hit);
      return false;
    }
    if (keyword === 'required') {
      const names = typeof missing === 'string' ? missing.split(',') : [];
      const absent = this.absent?.get(pointer) ?? [];
      const judged = names.map((name) => absent.find((v) => v.absentKey === name));
      if (judged.length === 0 || judged.some((v) => v === undefined || fatal(v.effect))) {
        for (const v of judged) if (v) (this.kept ??= new Set()).add(v);
        return true;
      }
      return false;
    }
    if (hit === undefined) return true;
    if (fatal(hit.effect)) {
      (this.kept ??= new Set()).add(hit);
      return true;
    }
    (this.refused ??= new Set()).add(hit);
    return false;
  }

  /** Whether a finding at `pointer` (an unknown key) lies in a part the plugin reads. */
  reads(pointer: string): boolean {
    const hit = this.lookup(pointer);
    return hit === undefined || 'effect' in hit;
  }

  /** A kept schema error, saying what the plugin does with the value. */
  explained(d: Diagnostic): Diagnostic {
    const hit = this.lookup(d.pointer);
    const v = hit !== undefined && 'effect' in hit && fatal(hit.effect) ? hit : this.absent?.get(d.pointer)?.find((a) => fatal(a.effect));
    return v === undefined ? d : { ...d, message: `${d.message}; ${sentence(this.table, v)}` };
  }

  /** The table's own findings: what the plugin ignores, reads beyond the schema, stops on, never reads. */
  findings(): Diagnostic[] {
    const out: Diagnostic[] = [];
    for (const v of this.found) {
      const message = sentence(this.table, v);
      if (v.effect.does === 'ignores') out.push({ severity: 'warning', code: 'field/behaviour', message, pointer: v.pointer });
      else if (v.effect.does === 'reads') {
        if (this.refused?.has(v)) out.push({ severity: 'info', code: 'spec/divergence', message, pointer: v.pointer });
      } else if (!this.kept?.has(v)) out.push({ severity: 'error', code: 'field/behaviour', message, pointer: v.pointer });
    }
    // A channel after the one the walk stops at is reported as dropped (the kind's rules); a
    // disabled one gets a note where the schema had something to say under it.
    for (const n of this.neverRead) {
      if (!this.hid?.has(n) || n.after !== undefined) continue;
      const message = `${this.table.release} never reads channel "${n.name}": it is disabled ("${this.table.channels.disabled.member}": false), so what it holds does not matter to the agent`;
      out.push({ severity: 'info', code: 'field/behaviour', message, pointer: n.pointer });
    }
    return out;
  }

  /** `config` without the channels the plugin never reads (copied along their paths only), for the unknown-key walk. */
  readPart(config: Record<string, unknown>): Record<string, unknown> {
    if (this.neverRead.length === 0) return config;
    const root = { ...config };
    for (const n of this.neverRead) {
      const tokens = n.pointer
        .slice(1)
        .split('/')
        .map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));
      let node: Record<string, unknown> = root;
      for (let i = 0; i < tokens.length - 1; i++) {
        const child = { ...(node[tokens[i]!] as Record<string, unknown>) };
        node[tokens[i]!] = child;
        node = child;
      }
      delete node[tokens[tokens.length - 1]!];
    }
    return root;
  }
}

/** How a verdict's value is used, for a message: `the built-in 30`, `the top-level "format" ("json")`. */
function usesWords(table: ReadingTable, v: Verdict): string | undefined {
  if (v.effect.does !== 'ignores') return undefined;
  const uses = v.effect.uses;
  if (typeof uses === 'string') return undefined;
  if ('shown' in uses) return uses.shown;
  const top = v.top;
  const topValue = typeof top === 'string' && top.length > 0 ? ` (here ${JSON.stringify(top)})` : '';
  const fallback = table.keys.find((r) => r.at === 'top' && r.key === uses.inherit)?.default;
  return `the top-level "${uses.inherit}"${topValue || (fallback ? ` (here ${JSON.stringify(fallback)}, the default)` : '')}`;
}

/** The sentence for a verdict. */
function sentence(table: ReadingTable, v: Verdict): string {
  const what = v.written === undefined ? v.label : `${v.label}: ${v.written}`;
  const r = table.release;
  switch (v.effect.does) {
    case 'ignores': {
      if (v.absentKey !== undefined) return `${r} reads no ${v.label} here: ${v.effect.says}`;
      const uses = usesWords(table, v);
      return uses ? `${r} ignores ${what} and uses ${uses} instead: ${v.effect.says}` : `${r} ignores ${what}: ${v.effect.says}`;
    }
    case 'reads':
      return `${r} reads ${what} (${v.effect.says ?? 'as written'}), but the published interface does not allow it`;
    case 'stops':
      return `${r} stops the agent on ${what}: ${v.effect.says}`;
    case 'hangs':
      return `${r} hangs the agent on ${what}: ${v.effect.says}`;
    case 'loses':
      if (v.absentKey !== undefined) return `${r} sends nothing on this channel: ${v.effect.says}`;
      return `${r} sends nothing on this channel for ${what}: ${v.effect.says}`;
  }
}
