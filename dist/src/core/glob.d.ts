/**
 * Glob patterns for settings files and `--ignore-pattern`, matched against `/`-separated paths
 * relative to a base folder. Node's `path.matchesGlob` is experimental on Node 20 and 22, so this
 * is the subset users write in ESLint and .gitignore files:
 * - `*` any run of characters but `/`; `?` one character but `/`; `[abc]`, `[a-z]`, `[!abc]`;
 * - `**` as a whole segment: any number of folders (none included);
 * - `{a,b}` either alternative (not nested; at most 64 expansions a pattern);
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
    matches(path: string): boolean;
}
/** Compiles `pattern`; `undefined` for one that cannot be read (an unclosed `[` or `{`, too many braces). */
export declare function compileGlob(pattern: string): Glob | undefined;
