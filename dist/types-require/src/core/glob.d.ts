/**
 * Glob patterns for settings files and `--ignore-pattern`, matched against `/`-separated paths
 * relative to a base folder. Node's `path.matchesGlob` is experimental on Node 20 and 22, so this
 * is the subset users write in ESLint and .gitignore files:
 * - `*` any run of characters but `/`; `?` one character but `/`; `[abc]`, `[a-z]`, `[!abc]`;
 * - `**` as a whole segment: any number of folders (none included);
 * - `{a,b}` either alternative (not nested; at most 64 expansions a pattern, counted before any is
 *   built, and at most 4096 characters a pattern, so a settings file cannot make reading it cost
 *   more than a few hundred thousand characters of work);
 * - a pattern without a `/` (or only a trailing one) matches the name at any depth, as in
 *   .gitignore (`package.json` is `** /package.json`); a trailing `/` matches a folder's files; a
 *   leading `./` or `/` anchors it to the base folder.
 * No regular expression: wildcards are matched by the two-pointer method, so a pattern with many
 * `*` costs at most (pattern × path) steps, never the exponential backtracking of a naive
 * translation.
 */
/** A compiled pattern. */
export interface Glob {
    readonly pattern: string;
    /** The characters of its alternatives together (what matching it holds and walks). */
    readonly size: number;
    matches(path: string): boolean;
}
/** Compiles `pattern`; `undefined` for one that cannot be read (see {@link globProblem} for why). */
export declare function compileGlob(pattern: string): Glob | undefined;
/** Why `pattern` cannot be read (`has an unclosed "{"`), or undefined when it can. */
export declare function globProblem(pattern: string): string | undefined;
