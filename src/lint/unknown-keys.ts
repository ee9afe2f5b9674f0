/**
 * Members the schema does not list: warnings, not errors (the agent ignores members it does not
 * read); a typo of a listed member (`log_intervall`) gets its "did you mean".
 */
import type { Shape } from '../../generated/shapes.js';
import type { Diagnostic } from '../diagnostic.js';
import { childPointer } from '../pointer.js';
import { closest, editDistance } from '../suggest.js';
import { walkShape } from './walk.js';

/**
 * The keys "did you mean" may propose in `node` (worked out only when a key is unknown): never one
 * already set, nor another spelling of one; `spec` holds those that are the interface's spelling.
 */
function candidatesFor(node: Record<string, unknown>, props: NonNullable<Shape['props']>): { open: string[]; spec: string[] } {
  const set = new Set(Object.keys(props).filter((k) => Object.hasOwn(node, k)).flatMap((k) => [k, props[k]!.aliasOf ?? k]));
  const open = Object.keys(props).filter((k) => !set.has(k) && !set.has(props[k]!.aliasOf ?? k));
  return { open, spec: open.filter((k) => props[k]!.aliasOf === undefined) };
}

/** The interface's spelling, unless another spelling is strictly fewer edits away. */
function preferSpec(key: string, spec: string | undefined, any: string | undefined): string | undefined {
  if (spec === undefined || any === undefined) return spec ?? any;
  return editDistance(key.toLowerCase(), any.toLowerCase()) < editDistance(key.toLowerCase(), spec.toLowerCase()) ? any : spec;
}

/** Reports every member of a described object that its shape does not know. */
export function unknownKeys(value: unknown, shape: Shape): Diagnostic[] {
  const out: Diagnostic[] = [];
  walkShape(value, shape, (node, nodeShape, path) => {
    // Closed objects are the validator's (an error there); maps and free-form objects know no list.
    if (nodeShape.closed || nodeShape.each || !nodeShape.props) return;
    const props = nodeShape.props;
    let candidates: { open: string[]; spec: string[] } | undefined;
    const keys = Object.keys(node);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      if (Object.hasOwn(props, key)) continue;
      candidates ??= candidatesFor(node, props);
      const suggestion = preferSpec(key, closest(key, candidates.spec), closest(key, candidates.open));
      out.push({
        severity: 'warning',
        code: 'key/unknown',
        message:
          `unknown key ${JSON.stringify(key)}: the published interface does not define it` +
          (suggestion ? `; did you mean ${JSON.stringify(suggestion)}?` : ''),
        pointer: childPointer('', ...path, key),
        ...(suggestion ? { suggestion } : {}),
      });
    }
  });
  return out;
}
