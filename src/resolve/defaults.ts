/** Step 2 of resolution: members the config leaves out get the defaults the agent assumes. */
import type { Shape } from '../../generated/shapes.js';
import { walkShape } from '../lint/walk.js';
import { cloneJson, copyMember } from '../value.js';

/**
 * Fills, in place, every absent member that has a default, in every object the shape describes
 * (top level, each sink channel, ...). Members that inherit from the top level are left to
 * `inheritTopLevel`: a channel default must not hide the top-level value.
 */
export function fillDefaults(config: unknown, shape: Shape): void {
  walkShape(config, shape, (node, nodeShape) => {
    for (const [name, member] of Object.entries(nodeShape.props ?? {})) {
      if (member.default === undefined || member.inherit || Object.hasOwn(node, name)) continue;
      copyMember(node, name, cloneJson(member.default));
    }
  });
}
