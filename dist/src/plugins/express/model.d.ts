/**
 * The express lane's grammars, as data: for a kind, a narrow language of configs that the whole
 * pipeline is known to find nothing in (no error, warning or note), so a folder lint can say
 * "no problems" for such a file after parsing it, without the pipeline's dozen steps; and, where
 * a node allows `others`, configs that differ from that language only by members nobody reads,
 * whose findings are the unknown keys and the variables left as written in them. A grammar
 * only ever takes less than the pipeline passes: whatever it does not take goes the whole way.
 * test/plugins/express.test.ts holds every grammar to that, on configs drawn from the grammar
 * itself and on every fixture, example and reference config.
 */
/**
 * A string, and the `${name}` references it may hold: outside a reference it holds no `$`, `{` or
 * `}`, and each reference names a variable the plugin expands there.
 */
export interface TextClass {
    /** The whole string as written, references included. */
    written: RegExp;
    /** The variables a reference may name: those the plugin expands at this place. */
    variables: readonly string[];
    /** What each named variable's value (from the lint's table) must be. */
    value: RegExp;
    /** The string once every reference is expanded. */
    expanded: RegExp;
}
/** A node of a grammar: what one value may be. */
export type Grammar = 
/** One of these values. */
{
    enum: readonly (boolean | number | string)[];
}
/** A whole number from `int[0]` to `int[1]`, written with digits only (no `-0`). */
 | {
    int: readonly [number, number];
} | {
    text: TextClass;
}
/** An array of at least `minItems` items, each taken by `items`, no two the same when `unique`. */
 | {
    items: Grammar;
    minItems: number;
    unique: boolean;
}
/**
 * An object of these members; `required` must be present. With `others`, it may hold members
 * neither the schema nor the plugin knows (any value; not one of `except`, which the plugin
 * reads there): the lint warns of each, and the lane gives those findings (`findings.ts`).
 */
 | {
    members: Readonly<Record<string, Grammar>>;
    required?: readonly string[];
    others?: {
        except: readonly string[];
    };
}
/** An object whose member names all match `names`, each value taken by `each`. */
 | {
    names: RegExp;
    each: Grammar;
};
