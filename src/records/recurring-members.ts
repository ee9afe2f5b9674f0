/**
 * Unknown members a stream's records repeat (a member a device's firmware adds to every record),
 * remembered so that each is explained once rather than searched for in every record: a record
 * that fails the fast check is first tried without the remembered members it has, and when that
 * copy passes the fast check, the record's schema verdict and unknown members are known without
 * the all-errors validator and the unknown-member walk. An unknown member of a listed object
 * changes no other verdict of the schema (it is only "unknown"), so the findings are those the
 * full check gives (`test/records/recurring-members.test.ts` holds the two to each other).
 */
import type { Diagnostic } from '../core/diagnostic.js';
import { markBounded } from '../core/message.js';
import { parsePointer } from '../core/pointer.js';
import type { Shape } from '../core/shape.js';
import { memberSuggestion, unknownMember } from '../core/unknown-keys.js';
import { isPlainObject } from '../core/value.js';

type Props = NonNullable<Shape['props']>;

/** Members remembered per schema: the recurring ones of a stream are few. */
const MAX_MEMBERS = 16;
/** Longer member names are not remembered (no firmware adds such a member to every record). */
const MAX_KEY = 64;

/** An unknown member at a fixed place: `key` in the object at `path` (members only: no array items, no map entries). */
interface Member {
  readonly path: readonly string[];
  readonly key: string;
  /** What the object that holds it lists. */
  readonly props: Props;
  /** Its finding by the "did you mean" it gets ('' for none), built once each. */
  readonly findings: Map<string, Diagnostic>;
}

/** The object at `path` in `value`, following members only; undefined when there is none. */
function objectAt(value: Record<string, unknown>, path: readonly string[]): Record<string, unknown> | undefined {
  let node: unknown = value;
  for (let i = 0; i < path.length; i++) {
    if (!isPlainObject(node) || !Object.hasOwn(node, path[i]!)) return undefined;
    node = node[path[i]!];
  }
  return isPlainObject(node) ? node : undefined;
}

/** A copy of `value` without the members `keys` of the object at `path` (only the objects on the way are copied). */
function without(value: Record<string, unknown>, path: readonly string[], depth: number, keys: readonly string[]): Record<string, unknown> {
  if (depth < path.length) {
    const step = path[depth]!;
    return { ...value, [step]: without(value[step] as Record<string, unknown>, path, depth + 1, keys) };
  }
  if (keys.length === 1) {
    // Rest properties keep the copy's properties fast (a `delete` would turn it into a dictionary).
    const { [keys[0]!]: _, ...rest } = value;
    return rest;
  }
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}

const samePath = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((t, i) => t === b[i]);

/** The unknown members one stream's records repeat, by record schema. */
export class RecurringMembers {
  private readonly bySchema = new Map<string, Member[]>();

  /**
   * Remembers the members that `unknown` (the unknown-member findings of a record of schema `id`,
   * whose shape is `shape`) names at fixed places.
   */
  learn(id: string, shape: Shape, unknown: readonly Diagnostic[]): void {
    for (const d of unknown) {
      if (d.code !== 'key/unknown') continue;
      let members = this.bySchema.get(id);
      if (members !== undefined && members.length >= MAX_MEMBERS) return;
      const path = parsePointer(d.pointer);
      const key = path.pop();
      if (key === undefined || key.length > MAX_KEY) continue;
      let node: Shape | undefined = shape;
      for (const token of path) node = node?.props && Object.hasOwn(node.props, token) ? node.props[token] : undefined;
      // A listed object (not a map, not closed): what the unknown-member walk reports in.
      if (!node?.props || node.each || node.closed || Object.hasOwn(node.props, key)) continue;
      if (members?.some((m) => m.key === key && samePath(m.path, path))) continue;
      if (members === undefined) this.bySchema.set(id, (members = []));
      members.push({ path, key, props: node.props, findings: new Map() });
    }
  }

  /**
   * The unknown-member findings of `record` (schema `id`) when they are all it has against the
   * closed schema: `fastCheck` passes on a copy without the remembered members it holds. Undefined
   * when it holds none of them, holds them in more than one object (the walk's order is then the
   * full check's to give), or the copy fails too: the record then takes the full check.
   */
  explain(id: string, record: Record<string, unknown>, fastCheck: (value: unknown) => boolean): Diagnostic[] | undefined {
    const members = this.bySchema.get(id);
    if (members === undefined) return undefined;
    let parent: Record<string, unknown> | undefined;
    let present: Member[] | undefined;
    for (let i = 0; i < members.length; i++) {
      const m = members[i]!;
      const node = objectAt(record, m.path);
      if (node === undefined || !Object.hasOwn(node, m.key)) continue;
      if (present === undefined) {
        present = [m];
        parent = node;
      } else if (node !== parent) return undefined;
      else present.push(m);
    }
    if (present === undefined || parent === undefined) return undefined;
    if (
      !fastCheck(
        without(
          record,
          present[0]!.path,
          0,
          present.map((m) => m.key),
        ),
      )
    )
      return undefined;
    const holder = parent;
    if (present.length > 1) {
      // In the object's own order, as the walk reports them.
      const order = Object.keys(holder);
      present.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
    }
    return present.map((m) => this.finding(m, holder));
  }

  /** The finding of member `m` in `node`: its "did you mean" depends on what else `node` holds. */
  private finding(m: Member, node: Record<string, unknown>): Diagnostic {
    const suggestion = memberSuggestion(m.key, node, m.props) ?? '';
    let finding = m.findings.get(suggestion);
    if (finding === undefined) {
      finding = markBounded(unknownMember(node, m.props, m.key, m.path));
      m.findings.set(suggestion, finding);
    }
    return finding;
  }
}
