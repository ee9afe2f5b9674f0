/**
 * What arrives, against what the deployment says should: the path is the URL of an enabled HTTP
 * sink channel; the record type is one that channel's processors send there; the format and the
 * compression are the processor channel's; the configured headers are present. Each mismatch is
 * a warning naming the config and the channel, reported once per path and kind of mismatch (the
 * arrival that showed it first carries it), so a device posting all day does not repeat it.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Diagnostic } from '../core/diagnostic.js';
import { type BodyFormat } from './encoding.js';
import type { HttpEndpoint } from './endpoints.js';
/** One decoded POST, as far as the deployment cares. */
export interface Delivery {
    path: string;
    headers: IncomingHttpHeaders;
    format?: BodyFormat;
    gzip: boolean;
    /** The record's `type`, `aggregator_batch` for aggregator output; undefined when it has neither. */
    recordType?: string;
}
/** Judges deliveries against a deployment's HTTP endpoints; remembers what it already said. */
export declare class DeploymentCheck {
    readonly endpoints: readonly HttpEndpoint[];
    private readonly said;
    constructor(endpoints: readonly HttpEndpoint[]);
    /** The new warnings this delivery shows. */
    judge(delivery: Delivery): Diagnostic[];
    /**
     * When more than one processor routes flow records to the channels a path matches: who they
     * are (`proc-core (netify-proc-core.json, stream-flows) and proc-core-b (netify-proc-core-b.json,
     * stream-flows) route flow records to sink-http channel "flows" in netify-sink-http.json`) and
     * how many; else undefined.
     */
    sharedFlows(path: string): {
        processors: number;
        who: string;
    } | undefined;
    private judgeType;
    private judgeEncoding;
}
