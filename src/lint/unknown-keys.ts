/**
 * Members the schema does not list: warnings, not errors (the agent ignores members it does not
 * read); a typo of a listed member (`log_intervall`) gets its "did you mean".
 */
import type { Shape } from '../../generated/shapes.js';
import type { Diagnostic } from '../diagnostic.js';
import { childPointer } from '../pointer.js';
import { closest } from '../suggest.js';
import { walkShape } from './walk.js';

/** Reports every member of a described object that its shape does not know. */
export function unknownKeys(value: unknown, shape: Shape): Diagnostic[] {
  const out: Diagnostic[] = [];
  walkShape(value, shape, (node, nodeShape, pointer) => {
    // Closed objects are the validator's (an error there); maps and free-form objects know no list.
    if (nodeShape.closed || nodeShape.each || !nodeShape.props) return;
    for (const key of Object.keys(node)) {
      if (Object.hasOwn(nodeShape.props, key)) continue;
      const suggestion = closest(key, Object.keys(nodeShape.props).filter((k) => !Object.hasOwn(node, k)));
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
