import type { DeploymentModel } from '../deploy/model.js';
import { type Carried } from '../plugins/kinds/spec.js';
import type { KindId } from '../plugins/kinds.js';
import type { BodyFormat } from './encoding.js';
export type { Carried };
/** One processor channel that posts to an HTTP sink channel. */
export interface Sender {
    processor: string;
    /** The processor's config, relative to the deployment root. */
    config: string;
    format: BodyFormat;
    gzip: boolean;
    /** The record types it sends there; `any` when agentconf cannot tell. */
    carries: Carried;
    /** For messages: `stream-flows, stream-stats`, `aggregator batches`, ... */
    describes: string;
}
/** One channel of an enabled HTTP sink. */
export interface HttpEndpoint {
    sink: string;
    channel: string;
    /** The sink's config, relative to the deployment root. */
    config: string;
    /** The URL after variable expansion. */
    url: string;
    /** Path and query of the URL, `${variables}` left in it as written; undefined when the URL cannot be parsed. */
    path?: string;
    /**
     * What request paths the channel posts to: `path` with each `${variable}` left unexpanded (a
     * device's own `uuid_agent`, `uuid_serial`, `uuid_site` unless `--var` gives them) matching any
     * value, as configured headers are judged.
     */
    pattern?: PathPattern;
    /** Configured headers after expansion, by lower-cased name; `written` says whether a variable was expanded. */
    headers: {
        name: string;
        value: string;
        fixed: boolean;
    }[];
    senders: Sender[];
}
/** The HTTP endpoints of a deployment, in load order. */
export declare function httpEndpoints(model: DeploymentModel): HttpEndpoint[];
/** The request path (and query) a channel URL posts to, `${variables}` of the device left as written; undefined when it cannot be parsed. */
export declare function requestPathOf(written: string, model: DeploymentModel): string | undefined;
/** Whether a plugin's kind is a sink that posts each record over HTTP (its spec `delivers: 'http'`). */
export declare function postsOverHttp(kind: KindId | undefined): boolean;
/**
 * A path with a wildcard between each two literal parts: a wildcard stands for any value without
 * `/ ? & #`. Matched by one pass per part over the set of reachable positions (no regular
 * expression, no backtracking): linear in the path's length times the number of parts.
 */
export declare class PathPattern {
    private readonly literals;
    constructor(literals: readonly string[]);
    test(path: string): boolean;
}
