/**
 * Members the schema does not list: warnings, not errors (the agent ignores members it does not
 * read); a typo of a listed member (`log_intervall`) gets its "did you mean".
 */
import type { Shape } from './shape.js';
import type { Diagnostic } from './diagnostic.js';
import { childPointer } from './pointer.js';
import { closest, editDistance } from './suggest.js';
import type { FindingsCap } from './cap.js';

/**
 * The keys "did you mean" may propose in `node` (worked out only when a key is unknown): never one
 * already set, nor another spelling of one; `spec` holds those that are the interface's spelling.
 */
function candidatesFor(node: Record<string, unknown>, props: NonNullable<Shape['props']>): { open: string[]; spec: string[] } {
  const set = new Set(
    Object.keys(props)
      .filter((k) => Object.hasOwn(node, k))
      .flatMap((k) => [k, props[k]!.aliasOf ?? k]),
  );
  const open = Object.keys(props).filter((k) => !set.has(k) && !set.has(props[k]!.aliasOf ?? k));
  return { open, spec: open.filter((k) => props[k]!.aliasOf === undefined) };
}

/**
 * "Did you mean" answers already worked out, per shape: the same unknown key among the same
 * listed members present gets the same answer (a folder of configs with one typo in each asks
 * it once). At most `MAX_REMEMBERED` per shape, so hostile input cannot grow it.
 */
const remembered = new WeakMap<object, Map<string, string | undefined>>();
const MAX_REMEMBERED = 1024;
/** Longer keys are no typo of a member (`closest` compares at most 256 characters): not remembered. */
const MAX_REMEMBERED_KEY = 256;

/** The "did you mean" of unknown `key` in `node`, whose shape lists `props`. */
function suggestionFor(key: string, node: Record<string, unknown>, props: NonNullable<Shape['props']>): string | undefined {
  if (key.length > MAX_REMEMBERED_KEY) return suggestionAmong(key, candidatesFor(node, props));
  let answers = remembered.get(props);
  if (answers === undefined) remembered.set(props, (answers = new Map()));
  // Which listed members are present (the candidates depend on nothing else), then the key.
  let id = '';
  for (const listed in props) id += Object.hasOwn(node, listed) ? '1' : '0';
  id += key;
  if (answers.has(id)) return answers.get(id);
  const answer = suggestionAmong(key, candidatesFor(node, props));
  if (answers.size >= MAX_REMEMBERED) answers.clear();
  answers.set(id, answer);
  return answer;
}

/** The closest candidate, the interface's spelling preferred. */
const suggestionAmong = (key: string, candidates: { open: string[]; spec: string[] }) =>
  preferSpec(key, closest(key, candidates.spec), closest(key, candidates.open));

/** The interface's spelling, unless another spelling is strictly fewer edits away. */
function preferSpec(key: string, spec: string | undefined, any: string | undefined): string | undefined {
  if (spec === undefined || any === undefined) return spec ?? any;
  return editDistance(key.toLowerCase(), any.toLowerCase()) < editDistance(key.toLowerCase(), spec.toLowerCase()) ? any : spec;
}

/** Where the walk puts what it finds: at most `room` built, the rest counted in `cap`. */
interface Sink {
  out: Diagnostic[];
  room: number;
  cap: FindingsCap | undefined;
}

/**
 * Reports every member of a described object that its shape does not know, in document order
 * (an object's keys in their order, each unknown one before what lies inside the next). Its own
 * walk rather than `walkShape` with a visitor: each object's keys are listed once and serve both
 * the check and the way down, which a folder lint does for every object of every file. With
 * `cap`, past its `max` findings the walk only counts them: no message, pointer or "did you mean".
 */
export function unknownKeys(value: unknown, shape: Shape, cap?: FindingsCap): Diagnostic[] {
  const sink: Sink = { out: [], room: cap ? cap.max : Infinity, cap };
  if (typeof value === 'object' && value !== null) visit(value, shape, [], sink);
  return sink.out;
}

/**
 * Checks `value` and what its shape describes below it. `path` holds the tokens of its place; a
 * pointer is built only for a finding.
 */
function visit(value: object, shape: Shape, path: (string | number)[], sink: Sink): void {
  if (Array.isArray(value)) {
    const items = shape.items;
    if (items === undefined) return;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item !== 'object' || item === null) continue;
      path.push(i);
      visit(item, items, path, sink);
      path.pop();
    }
    return;
  }
  const props = shape.props;
  const each = shape.each;
  if (props === undefined && each === undefined) return;
  const node = value as Record<string, unknown>;
  // Closed objects are the validator's (an error there); maps and free-form objects know no list.
  const listed = props !== undefined && each === undefined && !shape.closed;
  // Indexed, not `for...of`: the iterator protocol is slow in code not yet optimised.
  const keys = Object.keys(node);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const known = props !== undefined && Object.hasOwn(props, key);
    if (listed && !known) {
      if (sink.room > 0) {
        sink.room--;
        sink.out.push(unknownKey(key, suggestionFor(key, node, props), path));
      } else sink.cap!.leave('warning', 'key/unknown');
    }
    const member = node[key];
    if (typeof member !== 'object' || member === null) continue;
    const child = known ? props[key] : each;
    if (child === undefined) continue;
    path.push(key);
    visit(member, child, path, sink);
    path.pop();
  }
}

/** The warning for an unknown `key` at `path`, with its "did you mean". */
function unknownKey(key: string, suggestion: string | undefined, path: readonly (string | number)[]): Diagnostic {
  return {
    severity: 'warning',
    code: 'key/unknown',
    message:
      `unknown key ${JSON.stringify(key)}: the published interface does not define it` + (suggestion ? `; did you mean ${JSON.stringify(suggestion)}?` : ''),
    pointer: childPointer('', ...path, key),
    ...(suggestion ? { suggestion } : {}),
  };
}
