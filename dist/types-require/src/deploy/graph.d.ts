import type { DeploymentModel } from './model.js';
/** One processor -> sink (-> channel) edge. */
export interface DeploymentEdge {
    from: string;
    sink: string;
    /** Undefined when the reference names no channel. */
    channel?: string;
    /** True when the agent would deliver along it. */
    ok: boolean;
    /** Why not, when not ok. */
    reason?: string;
}
/**
 * The edges of a deployment, in load order, each once: a config loaded by two sections of the
 * same tag, or two intelligence targets naming the same channel, make one edge.
 */
export declare function deploymentGraph(model: Pick<DeploymentModel, 'references'>): DeploymentEdge[];
/** One line per edge: `proc-aggregator -> sink-log/stats  ok` or `...  BROKEN (reason)`. */
export declare function renderGraphText(edges: readonly DeploymentEdge[]): string;
/**
 * A Mermaid flowchart: a node per plugin tag, an edge per reference labelled with its channel;
 * broken edges are dashed and labelled with the reason. Node ids are the tags with every
 * character outside `[A-Za-z0-9_]` replaced, made unique.
 */
export declare function renderGraphMermaid(edges: readonly DeploymentEdge[]): string;
