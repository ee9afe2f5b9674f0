/** What a receiver is told: where to listen, when to stop, and the limits that keep it bounded. */
import type { FileResult } from '../core/report.js';
import type { RuleLevels } from '../core/rule-levels.js';
import type { DeploymentModel } from '../deploy/model.js';
import type { AgentRelease } from '../records/index.js';
/** The limits that keep a receiver's memory and time bounded whatever the clients send. */
export interface ReceiveLimits {
    /** Largest request body accepted, in bytes; a larger one is answered 413 and cut off. */
    maxBody: number;
    /** Largest decompressed body, in bytes (a gzip bomb stops here). */
    maxDecoded: number;
    /** Milliseconds a client has to send its whole request (headers and body). */
    timeout: number;
    /** Connections open at once; a new one past them cuts the connection that has sent nothing for longest. */
    maxConnections: number;
    /** Bytes one run may add to its --save capture; past them the run ends (`save-failed`), as when the disk is full. */
    maxSave: number;
}
/** Defaults: far above what one record or one aggregator batch needs, far below what hurts. */
export declare const defaultLimits: Readonly<ReceiveLimits>;
/** What judges the requests of a run, live or replayed. */
export type SessionOptions = Pick<ReceiveOptions, 'reject' | 'maxProblems' | 'deployment' | 'deploymentFindings' | 'agent' | 'updateInterval' | 'levels'>;
/** Options of {@link startReceiver}. */
export interface ReceiveOptions {
    /** Port to listen on; 0 picks a free one (the receiver's `url` says which). */
    port: number;
    /** Address to listen on (default `127.0.0.1`, loopback only). */
    host?: string;
    /** Stop after this many posts (requests that delivered a body, whatever it held). */
    count?: number;
    /** Stop after this many milliseconds. */
    duration?: number;
    /** Answer a record with errors 422, and a body that cannot be decoded 400 (default: 200). */
    reject?: boolean;
    /** Keep at most this many findings per request path (all are counted); default 1000, as `agentconf records`. */
    maxProblems?: number;
    /** The agent's update interval in seconds (its config's `update_interval`), for the `agent_status` cadence rule; by default each record's own. */
    updateInterval?: number;
    /** Rule levels by code or family (a settings file's `rules`, `--rule`): each finding at its level, none set `off`. */
    levels?: RuleLevels;
    /** Append each request, losslessly, to this capture file (`capture-format.ts`). */
    save?: string;
    /** Files and folders the run reads (an agent config, the deployment's root): `save` may not be one of them nor inside one. */
    reads?: readonly string[];
    /** The agent release the records come from; by default each request's User-Agent says, else the first record that tells. */
    agent?: AgentRelease;
    /** A deployment (from `lintDeployment`) to check the traffic against. */
    deployment?: DeploymentModel;
    /**
     * What the check of that deployment found (`lintDeployment`'s `results`): each finding on a
     * route whose records cannot arrive is reported on the request path of that route's channel.
     */
    deploymentFindings?: readonly FileResult[];
    limits?: Partial<ReceiveLimits>;
    /**
     * The body of the answer to `GET /report`: the results so far in the caller's output format
     * (the command passes its JSON formatter, so the answer is the records JSON contract).
     */
    renderReport: (results: FileResult[]) => string;
}
