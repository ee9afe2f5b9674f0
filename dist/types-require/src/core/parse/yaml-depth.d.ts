/** A cheap guard against pathological YAML nesting, run before the `yaml` package sees the text. */
/**
 * Where YAML text first nests deeper than `limit`, by a single linear scan; -1 when it does not.
 *
 * The `yaml` package composes nodes recursively: a few thousand levels overflow its stack, and
 * some hundred thousand (`[[[[…`, 200 KB) exhaust the heap and kill the process, which no
 * try/catch can stop. So depth is estimated here first. The estimate counts block indentation
 * levels, compact indicators (`- - -`) and open flow brackets, skipping comments, quoted
 * scalars and block scalars. It may be off by a factor of about two either way for odd inputs,
 * which is fine: it only has to stop the pathological case; the exact depth is checked on the
 * parsed tree.
 */
export declare function findExcessiveNesting(text: string, limit: number): number;
