/**
 * Step 3 of resolution: channel settings a channel does not set come from the top level.
 *
 * Precedence, highest first, for a channel member marked `x-agentconf-inherit` in the schema
 * (`format`, `compressor` of processor sink channels; `timeout_connect`, `timeout_transfer`,
 * `tls_verify`, `tls_version1` of HTTP sink channels):
 * 1. the value the channel sets;
 * 2. the value the top level sets;
 * 3. the top level's default (filled by step 2, so it arrives here as 2.).
 */
import type { Shape } from '../../generated/shapes.js';
import { walkShape } from '../lint/walk.js';
import { cloneJson, copyMember, isPlainObject } from '../value.js';

/** Copies, in place, each inheritable member a nested object lacks from the top level. */
export function inheritTopLevel(config: unknown, shape: Shape): void {
  if (!isPlainObject(config)) return;
  walkShape(config, shape, (node, nodeShape) => {
    if (node === config) return;
    for (const name of inheritedBy(nodeShape)) {
      if (Object.hasOwn(node, name) || !Object.hasOwn(config, name)) continue;
      copyMember(node, name, cloneJson(config[name]));
    }
  });
}

const inherited = new WeakMap<Shape, string[]>();

/** The members of an object's shape that inherit, worked out once per shape. */
function inheritedBy(shape: Shape): string[] {
  let names = inherited.get(shape);
  if (!names) {
    names = Object.entries(shape.props ?? {}).filter(([, m]) => m.inherit).map(([name]) => name);
    inherited.set(shape, names);
  }
  return names;
}
