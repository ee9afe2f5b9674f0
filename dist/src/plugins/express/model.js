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
export {};
