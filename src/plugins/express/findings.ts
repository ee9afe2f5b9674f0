/**
 * The findings of a config the express lane takes but for members nobody reads (`others` in its
 * grammar): the unknown keys, and the variables left as written in those members, found by the
 * same functions the pipeline runs for them (`../check.ts`, `../resolve/index.ts`), with what the
 * grammar proves finds nothing left out: the plugin's reading walk, the rules no schema states,
 * the fast check (which the unknown members fail). Undefined where the pipeline has more to say:
 * the schema's validator refuses the config, or the variables need the effective config.
 */
import { shapes } from '../../../generated/plugins/shapes.js';
import type { Diagnostic } from '../../core/diagnostic.js';
import { FindingsCap } from '../../core/cap.js';
import type { ParsedDocument } from '../../core/parse/index.js';
import { boundedAll } from '../../core/safety.js';
import { unknownKeys } from '../../core/unknown-keys.js';
import { locatedFindings } from '../check.js';
import type { KindId } from '../kinds.js';
import { findingsAsWritten } from '../resolve/as-written.js';
import { validatorOf } from '../validators.js';

const failsFastCheck = (): boolean => false;

/** The diagnostics the pipeline gives `parsed` (a config of `kind` from `text`), or undefined where it must say them itself. */
export function unknownMemberFindings(
  kind: KindId,
  text: string,
  parsed: ParsedDocument,
  variables: Readonly<Record<string, string>>,
): Diagnostic[] | undefined {
  const value = parsed.value as Record<string, unknown>;
  if (!validatorOf(kind)(value)) return undefined;
  // The lint's cap: the default (1,000 listed).
  const cap = new FindingsCap();
  let found = unknownKeys(value, shapes[kind]!, cap);
  // A text without `${` has no variable to find (the pipeline skips the effective-config steps).
  if (text.includes('${')) {
    // The fast check fails on an unknown member, and substitution keeps the members: only the
    // schema's validator can pass the substituted config.
    const left = findingsAsWritten(kind, value, variables, undefined, failsFastCheck);
    if (left === undefined) return undefined;
    found = found.concat(left);
  }
  return locatedFindings(boundedAll(found), parsed, cap);
}
