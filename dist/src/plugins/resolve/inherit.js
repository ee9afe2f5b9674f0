import { walkShapeNodes } from '../../core/walk.js';
import { cloneJson, copyMember, hasMember, isPlainObject } from '../../core/value.js';
/** Copies, in place, each inheritable member a nested object lacks from the top level. */
export function inheritTopLevel(config, shape) {
    if (!isPlainObject(config))
        return;
    walkShapeNodes(config, shape, (node, nodeShape) => {
        if (node === config)
            return;
        for (const [name, member] of membersOf(nodeShape)) {
            if (member.prepend && Array.isArray(config[name]) && Array.isArray(node[name])) {
                // Items the channel already lists are not repeated: resolving twice changes nothing.
                const own = node[name];
                copyMember(node, name, [...cloneJson(config[name]).filter((item) => !own.includes(item)), ...own]);
                continue;
            }
            if (!member.inherit || hasMember(node, name) || !hasMember(config, name))
                continue;
            copyMember(node, name, cloneJson(config[name]));
        }
    });
}
const inherited = new WeakMap();
/** The members of an object's shape that inherit or prepend, worked out once per shape. */
function membersOf(shape) {
    let members = inherited.get(shape);
    if (!members) {
        members = Object.entries(shape.props ?? {}).filter(([, m]) => m.inherit || m.prepend);
        inherited.set(shape, members);
    }
    return members;
}
