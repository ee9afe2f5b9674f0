/**
 * The findings of a config the express lane takes but for members nobody reads (`others` in its
 * grammar): the unknown keys, and the variables left as written in those members. They are built
 * from what the lane's walk found (`expressWalk`), by the functions the pipeline's steps use for
 * them (`unknownMember`, `variableFindings`, `locatedFindings`), so without the pipeline's walks
 * of the whole config: what the grammar took elsewhere has nothing to find. Left out, as the
 * grammar proves they find nothing: the plugin's reading walk, the rules no schema states, the
 * fast check (which the unknown members fail), the validator again after substitution (it does not
 * constrain members an object does not list). Undefined where the pipeline has more to say: the
 * schema's validator refuses the config, or there are more findings than the lint lists.
 * test/plugins/express.test.ts holds the grammars to what this takes for granted.
 */
import { shapes } from '../../../generated/plugins/shapes.js';
import type { Diagnostic } from '../../core/diagnostic.js';
import { FindingsCap } from '../../core/cap.js';
import type { ParsedDocument } from '../../core/parse/index.js';
import { childPointer } from '../../core/pointer.js';
import { boundedAll } from '../../core/safety.js';
import type { Shape } from '../../core/shape.js';
import { unknownMember } from '../../core/unknown-keys.js';
import { variableFindings } from '../../core/variables.js';
import { locatedFindings } from '../check.js';
import type { KindId } from '../kinds.js';
import { variableScope } from '../resolve/variables.js';
import { validatorOf } from '../validators.js';
import type { OtherMember } from './index.js';

/** The shape of the object at `path` below `shape`, as the unknown-key walk goes down: a listed member, else a map's values, an array's items. */
export function shapeAt(shape: Shape, path: readonly (string | number)[]): Shape {
  let at = shape;
  for (let i = 0; i < path.length; i++) {
    const token = path[i]!;
    at = (typeof token === 'number' ? at.items : at.props !== undefined && Object.hasOwn(at.props, token) ? at.props[token] : at.each)!;
  }
  return at;
}

/**
 * The diagnostics the pipeline gives `parsed` (a config of `kind` from `text`), whose members
 * nobody reads are `others` (the lane's walk of it, in its order), or undefined where it must
 * say them itself.
 */
export function unknownMemberFindings(
  kind: KindId,
  text: string,
  parsed: ParsedDocument,
  variables: Readonly<Record<string, string>>,
  others: readonly OtherMember[],
): Diagnostic[] | undefined {
  const value = parsed.value as Record<string, unknown>;
  if (!validatorOf(kind)(value)) return undefined;
  // The lint's cap: the default (1,000 listed, as many as the walk keeps). With no more found, none is left off.
  const cap = new FindingsCap();
  const found: Diagnostic[] = [];
  for (let i = 0; i < others.length; i++) {
    const { node, key, path } = others[i]!;
    // A grammar allows others only in an open object whose shape lists its members, none of them
    // the other (test/plugins/express.test.ts): what the unknown-key walk reports there.
    found.push(unknownMember(node, shapeAt(shapes[kind]!, path).props!, key, path));
  }
  // A text without `${` has no variable to find (the pipeline skips the effective-config steps).
  // The effective-config steps leave every variable of a config the grammar takes where it is,
  // and find nothing where the grammar took a string: only these members' variables remain.
  if (text.includes('${')) {
    const scope = variableScope(kind);
    for (let i = 0; i < others.length; i++) {
      const { node, key, path } = others[i]!;
      variableFindings(node[key], variables, found, scope, childPointer('', ...path, key));
      if (found.length > cap.max) return undefined;
    }
  }
  return locatedFindings(boundedAll(found), parsed, cap);
}
