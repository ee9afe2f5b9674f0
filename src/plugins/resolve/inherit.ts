/**
 * Step 3 of resolution: channel settings a channel does not set come from the top level.
 *
 * Precedence, highest first, for a channel member marked `x-agentconf-inherit` in the schema
 * (`format`, `compressor` of processor sink channels; `timeout_connect`, `timeout_transfer`,
 * `tls_verify`, `tls_version1` of HTTP sink channels):
 * 1. the value the channel sets;
 * 2. the value the top level sets;
 * 3. the top level's default (filled by step 2, so it arrives here as 2.).
 * A member marked `x-agentconf-inherit: "prepend"` (core channel `types`) is an array the
 * top-level array of the same name is put in front of, as the core processor does (items the
 * channel already lists are not repeated).
 */
import type { Shape } from '../../core/shape.js';
import { walkShapeNodes } from '../../core/walk.js';
import { cloneJson, copyMember, hasMember, isPlainObject } from '../../core/value.js';

/** Copies, in place, each inheritable member a nested object lacks from the top level. */
export function inheritTopLevel(config: unknown, shape: Shape): void {
  if (!isPlainObject(config)) return;
  walkShapeNodes(config, shape, (node, nodeShape) => {
    if (node === config) return;
    for (const [name, member] of membersOf(nodeShape)) {
      if (member.prepend && Array.isArray(config[name]) && Array.isArray(node[name])) {
        // Items the channel already lists are not repeated: resolving twice changes nothing.
        const own = node[name] as unknown[];
        copyMember(node, name, [...cloneJson(config[name] as unknown[]).filter((item) => !own.includes(item)), ...own]);
        continue;
      }
      if (!member.inherit || hasMember(node, name) || !hasMember(config, name)) continue;
      copyMember(node, name, cloneJson(config[name]));
    }
  });
}

const inherited = new WeakMap<Shape, [string, Shape][]>();

/** The members of an object's shape that inherit or prepend, worked out once per shape. */
function membersOf(shape: Shape): [string, Shape][] {
  let members = inherited.get(shape);
  if (!members) {
    members = Object.entries(shape.props ?? {}).filter(([, m]) => m.inherit || m.prepend);
    inherited.set(shape, members);
  }
  return members;
}
