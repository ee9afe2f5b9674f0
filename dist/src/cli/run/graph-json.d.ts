/**
 * `agentconf graph --format json`: the deployment graph as data, by the published schema
 * `schemas/output/graph.schema.json`. Nodes are the processors, the sinks and the channels, each
 * where it is written; edges are the references of enabled processors, each ok or BROKEN with the
 * reason and the code of the finding that says so. As in `--format json` of lint, a value that is
 * not known is `null`, never absent, so a consumer can rely on every key.
 */
import type { FileResult } from '../../core/report.js';
import type { DeploymentModel } from '../../deploy/index.js';
/** What the graph's renderings take: the text ones read the edges, JSON the whole model. */
export interface GraphData {
    edges: readonly {
        from: string;
        sink: string;
        channel?: string;
        ok: boolean;
        reason?: string;
    }[];
    model: Pick<DeploymentModel, 'root' | 'plugins' | 'configs' | 'references'>;
    /** The deployment check's findings, before any is left out: where a broken edge's code comes from. */
    results: readonly FileResult[];
    /** How many errors the run reports (on stderr): the verdict's count. */
    errors: number;
}
/** The graph as the JSON document `graph --format json` prints (2-space indented, escaped as every JSON output is). */
export declare function renderGraphJson(graph: GraphData): string;
