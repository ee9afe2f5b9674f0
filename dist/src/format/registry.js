/**
 * Named renderings of one kind of output, the default first: what a command's `--format` (or
 * `--output`) chooses from. The checking commands render results (`resultFormats` in index.ts);
 * others render the kinds, a deployment's graph or a document, each declaring its own.
 */
/** The names, default first: what an unknown name's message lists. */
export function renderingNames(renderings) {
    return Object.keys(renderings);
}
/**
 * The rendering called `name`, or `undefined` for anything else. Own names only, so `constructor`
 * or `__proto__` cannot reach the prototype.
 */
export function renderingNamed(renderings, name) {
    return Object.hasOwn(renderings, name) ? renderings[name] : undefined;
}
