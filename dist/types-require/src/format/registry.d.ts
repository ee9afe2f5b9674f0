/**
 * Named renderings of one kind of output, the default first: what a command's `--format` (or
 * `--output`) chooses from. The checking commands render results (`resultFormats` in index.ts);
 * others render the kinds, a deployment's graph or a document, each declaring its own.
 */
/** Renderings by name, the default first. */
export type Renderings<F> = Readonly<Record<string, F>>;
/** The names, default first: what an unknown name's message lists. */
export declare function renderingNames(renderings: Renderings<unknown>): string[];
/**
 * The rendering called `name`, or `undefined` for anything else. Own names only, so `constructor`
 * or `__proto__` cannot reach the prototype.
 */
export declare function renderingNamed<F>(renderings: Renderings<F>, name: string): F | undefined;
