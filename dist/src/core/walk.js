/**
 * Visits `value` and every nested object/array that `shape` describes, outermost first, for steps
 * that change the value (defaults, inheritance). Unknown keys have a walk of their own, which
 * keeps each object's place.
 */
export function walkShapeNodes(value, shape, visit) {
    if (!shape || typeof value !== 'object' || value === null)
        return;
    if (Array.isArray(value)) {
        const items = shape.items;
        if (!items)
            return;
        for (let i = 0; i < value.length; i++)
            walkShapeNodes(value[i], items, visit);
        return;
    }
    const node = value;
    visit(node, shape);
    const props = shape.props;
    const each = shape.each;
    if (!props && !each)
        return;
    // Indexed, not `for...of`: the iterator protocol is slow in code not yet optimised.
    const keys = Object.keys(node);
    for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        const member = node[key];
        if (typeof member !== 'object' || member === null)
            continue;
        const child = props && Object.hasOwn(props, key) ? props[key] : each;
        if (child)
            walkShapeNodes(member, child, visit);
    }
}
/** The shape at a pointer, following members, map entries and array items. */
export function shapeAt(shape, tokens) {
    let node = shape;
    for (const token of tokens) {
        if (!node)
            return undefined;
        node = node.props && Object.hasOwn(node.props, token) ? node.props[token] : (node.each ?? node.items);
    }
    return node;
}
