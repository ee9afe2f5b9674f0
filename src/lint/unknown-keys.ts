/**
 * Members the schema does not list: warnings, not errors (the agent ignores members it does not
 * read); a typo of a listed member (`log_intervall`) gets its "did you mean".
 */
import type { Shape } from '../../generated/shapes.js';
import type { Diagnostic } from '../diagnostic.js';
import { childPointer } from '../pointer.js';
import { closest, editDistance } from '../suggest.js';
import { walkShape } from './walk.js';

/** The interface's spelling, unless another spelling is strictly fewer edits away. */
function preferSpec(key: string, spec: string | undefined, any: string | undefined): string | undefined {
  if (spec === undefined || any === undefined) return spec ?? any;
  return editDistance(key.toLowerCase(), any.toLowerCase()) < editDistance(key.toLowerCase(), spec.toLowerCase()) ? any : spec;
}

/** The keys a suggestion may name: not set, not another spelling of one set; `spec` without aliases. */
function suggestionChoices(node: Record<string, unknown>, props: NonNullable<Shape['props']>): { open: string[]; spec: string[] } {
  const set = new Set(Object.keys(props).filter((k) => Object.hasOwn(node, k)).flatMap((k) => [k, props[k]!.aliasOf ?? k]));
  const open = Object.keys(props).filter((k) => !set.has(k) && !set.has(props[k]!.aliasOf ?? k));
  return { open, spec: open.filter((k) => props[k]!.aliasOf === undefined) };
}

/** Reports every member of a described object that its shape does not know. */
export function unknownKeys(value: unknown, shape: Shape): Diagnostic[] {
  const out: Diagnostic[] = [];
  walkShape(value, shape, (node, nodeShape, pointer) => {
    // Closed objects are the validator's (an error there); maps and free-form objects know no list.
    if (nodeShape.closed || nodeShape.each || !nodeShape.props) return;
    const props = nodeShape.props;
    // Never a key already set, nor another spelling of one; the interface's own spelling first.
    // Worked out only when a key is unknown: most objects have none.
    let choices: { open: string[]; spec: string[] } | undefined;
    for (const key of Object.keys(node)) {
      if (Object.hasOwn(props, key)) continue;
      choices ??= suggestionChoices(node, props);
      const suggestion = preferSpec(key, closest(key, choices.spec), closest(key, choices.open));
      out.push({
        severity: 'warning',
        code: 'key/unknown',
        message:
          `unknown key ${JSON.stringify(key)}: the published interface does not define it` +
          (suggestion ? `; did you mean ${JSON.stringify(suggestion)}?` : ''),
        pointer: childPointer(pointer, key),
        ...(suggestion ? { suggestion } : {}),
      });
    }
  });
  return out;
}
