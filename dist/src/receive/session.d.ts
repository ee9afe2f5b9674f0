/**
 * One receiving run, apart from HTTP: a POST body is opened by its headers, judged as a payload
 * by `agentconf records` (`judgePayload`), each record checked against the deployment and saved,
 * and everything counted into the report of its request path. Findings go to the report and to
 * the listener as they arrive.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { type Diagnostic } from '../core/diagnostic.js';
import { type RuleLevels } from '../core/rule-levels.js';
import { type AgentRelease } from '../records/index.js';
import type { Capture } from './capture.js';
import type { DeploymentCheck } from './cross-check.js';
import { ReceiveReports } from './reports.js';
/**
 * Findings as they arrive: `record` is the arrival index on the path, undefined for a request
 * without a record; `path` is the request path as reports show it (a long one cut in the middle).
 * Past {@link MAX_LIVE} findings of one request, the rest are counted once in `hidden` (with no
 * diagnostics): they are in the report.
 */
export type FindingListener = (finding: {
    record?: number;
    path: string;
    diagnostics: readonly Diagnostic[];
    hidden?: number;
}) => void;
/** What a session needs. */
export interface SessionParts {
    maxDecoded: number;
    /** The agent release the records come from; by default each request's User-Agent, else the first record that tells. */
    agent?: AgentRelease;
    /** Answer invalid records with a 4xx. */
    reject: boolean;
    /** Findings kept per request path (default: the records report's). */
    maxProblems?: number;
    /** The agent's update interval in seconds, for the `agent_status` cadence rule. */
    updateInterval?: number;
    /** Rule levels by code or family: the reports and the listener get each finding at its level, none set `off`. */
    levels?: RuleLevels;
    check?: DeploymentCheck;
    capture?: Capture;
    onFindings?: FindingListener;
}
export declare class ReceiveSession {
    private readonly parts;
    readonly reports: ReceiveReports;
    /** Requests that delivered a body: what `--count` counts. */
    posts: number;
    /** Findings the listener may still get for the request being judged (undefined outside one). */
    private live;
    /** Digests of the say-once findings shown so far (at most {@link MAX_SHOWN}). */
    private readonly shown;
    /**
     * Length headers waiting for their record, by report name (so at most as many as reports):
     * agent 5.0.7 posts a legacy-socket header and its record as two requests.
     */
    /**
     * The release the first record that told showed, per device, for requests whose User-Agent
     * does not say: several devices may post to one run at once.
     */
    private readonly detected;
    private readonly held;
    constructor(parts: SessionParts);
    /** Findings on a request that brought no record (a method, a timeout, a cut-off body). */
    problem(path: string, ...diagnostics: Diagnostic[]): void;
    /**
     * Handles one complete POST body; returns the status to answer. `raw` is the request as
     * received (header lines and method), for the capture.
     */
    post(path: string, headers: IncomingHttpHeaders, body: Buffer, raw?: {
        method: string;
        headers: [string, string][];
        remote?: string;
    }): Promise<number>;
    /**
     * The release a request's records are judged by: `--agent`, else the agent's version in its
     * User-Agent (sink-http sends `Netify Agent/5.0.7 (...)`), else the first record of the same
     * device that told.
     */
    private releaseOf;
    /**
     * Ends the run: a length header still waiting never got its record. sink-http 1.0.13 drops its
     * queue when the agent stops, so the last record of a run can be lost: a warning, as a record lost.
     */
    finish(): void;
    private lost;
    private addRecord;
    private emit;
}
