import { walkShapeNodes } from '../../core/walk.js';
import { cloneJson, copyMember, hasMember } from '../../core/value.js';
/**
 * Fills, in place, every absent member that has a default, in every object the shape describes
 * (top level, each sink channel, ...). Members that inherit from the top level are left to
 * `inheritTopLevel`: a channel default must not hide the top-level value.
 */
export function fillDefaults(config, shape) {
    walkShapeNodes(config, shape, (node, nodeShape) => {
        const { defaults, aliases } = planOf(nodeShape);
        if (defaults.length === 0)
            return;
        // `nested_mode` present means `nested` is set, under its other spelling.
        const spelledOtherwise = aliases.length ? aliases.filter(([name]) => hasMember(node, name)).map(([, of]) => of) : none;
        for (const [name, value] of defaults) {
            if (hasMember(node, name) || spelledOtherwise.includes(name))
                continue;
            copyMember(node, name, cloneJson(value));
        }
    });
}
const plans = new WeakMap();
const none = [];
function planOf(shape) {
    let plan = plans.get(shape);
    if (!plan) {
        const members = Object.entries(shape.props ?? {});
        plan = {
            defaults: members.filter(([, m]) => m.default !== undefined && !m.inherit).map(([name, m]) => [name, m.default]),
            aliases: members.flatMap(([name, m]) => (m.aliasOf ? [[name, m.aliasOf]] : [])),
        };
        plans.set(shape, plan);
    }
    return plan;
}
