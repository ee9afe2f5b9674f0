/** Step 2 of resolution: members the config leaves out get the defaults the agent assumes. */
import type { Shape } from '../../generated/shapes.js';
import { walkShape } from '../lint/walk.js';
import { cloneJson, copyMember, hasMember } from '../value.js';

/**
 * Fills, in place, every absent member that has a default, in every object the shape describes
 * (top level, each sink channel, ...). Members that inherit from the top level are left to
 * `inheritTopLevel`: a channel default must not hide the top-level value.
 */
export function fillDefaults(config: unknown, shape: Shape): void {
  walkShape(config, shape, (node, nodeShape) => {
    const members = Object.entries(nodeShape.props ?? {});
    // `nested_mode` present means `nested` is set, under its other spelling.
    const spelledOtherwise = new Set(members.filter(([name, m]) => m.aliasOf && hasMember(node, name)).map(([, m]) => m.aliasOf));
    for (const [name, member] of members) {
      if (member.default === undefined || member.inherit || hasMember(node, name) || spelledOtherwise.has(name)) continue;
      copyMember(node, name, cloneJson(member.default));
    }
  });
}
