/**
 * Which findings have exactly one right answer, and what it is. A fix is planned only when the
 * answer cannot be another:
 * - `schema/enum`: the value differs from an allowed one by letter case alone (`JSON` -> `json`),
 *   or is a known misspelling of it (`gzip` -> `gz`, the compressor the agent calls `gz`);
 * - `key/unknown` and `schema/additional`: the member name is within typo distance of exactly one
 *   member the object allows and does not already set (`log_intervall` -> `log_interval`).
 * Anything else (two close candidates, a key already set, a value that is not text) is left alone.
 */
import type { Diagnostic } from '../../core/diagnostic.js';
import { parsePointer } from '../../core/pointer.js';
import type { Shape } from '../../core/shape.js';
import { closeCandidates } from '../../core/suggest.js';
import { isPlainObject } from '../../core/value.js';

/** What a planned fix changes: the member name or the value at `pointer`, from `from` to `to`. */
export interface PlannedFix {
  diagnostic: Diagnostic;
  pointer: string;
  target: 'key' | 'value';
  from: string;
  to: string;
}

/** Misspellings of enum values seen in real configs, each with the one value meant. */
const knownMisspellings: Readonly<Record<string, string>> = { gzip: 'gz' };

/** The codes a fix may answer. */
export const fixableCodes: ReadonlySet<string> = new Set(['schema/enum', 'key/unknown', 'schema/additional']);

/** The fixes of `diagnostics` on `value` (checked against `shape`) that have one right answer. */
export function planFixes(value: unknown, shape: Shape | undefined, diagnostics: readonly Diagnostic[]): PlannedFix[] {
  const planned: PlannedFix[] = [];
  for (const d of diagnostics) {
    const fix = planOne(value, shape, d);
    if (fix) planned.push(fix);
  }
  // Two names renamed to the same member of one object: neither is the one answer.
  const targets = new Map<string, number>();
  const targetOf = (f: PlannedFix) => JSON.stringify([parsePointer(f.pointer).slice(0, -1), f.to]);
  for (const f of planned) if (f.target === 'key') targets.set(targetOf(f), (targets.get(targetOf(f)) ?? 0) + 1);
  // One finding per place: the same pointer fixed twice would be two edits of one token.
  const seen = new Set<string>();
  return planned.filter((f) => {
    const place = `${f.target}:${f.pointer}`;
    if (seen.has(place) || (f.target === 'key' && targets.get(targetOf(f))! > 1)) return false;
    seen.add(place);
    return true;
  });
}

function planOne(value: unknown, shape: Shape | undefined, d: Diagnostic): PlannedFix | undefined {
  if (!fixableCodes.has(d.code) || typeof d.suggestion !== 'string' || typeof d.pointer !== 'string') return undefined;
  const tokens = safeTokens(d.pointer);
  if (tokens === undefined || tokens.length === 0) return undefined;
  const parent = valueAt(value, tokens.slice(0, -1));
  const name = tokens[tokens.length - 1]!;
  if (!isPlainObject(parent) && !Array.isArray(parent)) return undefined;
  if (d.code === 'schema/enum') {
    const current = Array.isArray(parent) ? parent[Number(name)] : Object.hasOwn(parent, name) ? parent[name] : undefined;
    if (typeof current !== 'string' || !isOneAnswer(current, d.suggestion)) return undefined;
    return { diagnostic: d, pointer: d.pointer, target: 'value', from: current, to: d.suggestion };
  }
  if (!isPlainObject(parent) || !Object.hasOwn(parent, name) || Object.hasOwn(parent, d.suggestion)) return undefined;
  const props = shapeAt(shape, tokens.slice(0, -1))?.props;
  if (props === undefined || !Object.hasOwn(props, d.suggestion)) return undefined;
  const close = closeCandidates(name, openMembers(parent, props));
  if (close.length !== 1 || close[0] !== d.suggestion) return undefined;
  return { diagnostic: d, pointer: d.pointer, target: 'key', from: name, to: d.suggestion };
}

/** An enum value whose meaning is certain: the same word in another case, or a known misspelling. */
function isOneAnswer(current: string, meant: string): boolean {
  const lower = current.toLowerCase();
  return lower === meant.toLowerCase() || (Object.hasOwn(knownMisspellings, lower) && knownMisspellings[lower] === meant);
}

/** The members `node` may still take: none it sets, nor another spelling of one it sets. */
function openMembers(node: Record<string, unknown>, props: NonNullable<Shape['props']>): string[] {
  const set = new Set<string>();
  for (const k of Object.keys(props)) if (Object.hasOwn(node, k)) set.add(k).add(props[k]!.aliasOf ?? k);
  return Object.keys(props).filter((k) => !set.has(k) && !set.has(props[k]!.aliasOf ?? k));
}

function safeTokens(pointer: string): string[] | undefined {
  try {
    return parsePointer(pointer);
  } catch {
    return undefined;
  }
}

function valueAt(value: unknown, tokens: readonly string[]): unknown {
  let node = value;
  for (const t of tokens) {
    if (Array.isArray(node)) node = /^(0|[1-9]\d*)$/.test(t) ? node[Number(t)] : undefined;
    else if (isPlainObject(node)) node = Object.hasOwn(node, t) ? node[t] : undefined;
    else return undefined;
  }
  return node;
}

function shapeAt(shape: Shape | undefined, tokens: readonly string[]): Shape | undefined {
  let node = shape;
  for (const t of tokens) {
    if (node === undefined) return undefined;
    node = node.props !== undefined && Object.hasOwn(node.props, t) ? node.props[t] : (node.each ?? node.items);
  }
  return node;
}
