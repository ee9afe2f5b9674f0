import type { FileResult } from '../core/report.js';
import { Capture } from './capture.js';
import { type ReceiveLimits, type ReceiveOptions, type SessionOptions } from './options.js';
import { type StopReason } from './server.js';
import { ReceiveSession, type FindingListener } from './session.js';
export { defaultLimits, type ReceiveLimits, type ReceiveOptions } from './options.js';
export type { StopReason } from './server.js';
export type { FindingListener } from './session.js';
export { httpEndpoints, type HttpEndpoint, type Sender } from './endpoints.js';
export { noPostsResult } from './no-posts.js';
/** A running receiver. */
export interface Receiver {
    /** The address it listens on, e.g. `http://127.0.0.1:8080/`. */
    url: string;
    port: number;
    /** The URL a device should post to: the listening address, or this machine's address when listening on all. */
    deviceUrl: string;
    /** Resolves once the run has ended (the server is closed and the capture written). */
    done: Promise<StopReason>;
    /** Ends the run; resolves like `done`. */
    stop(reason?: StopReason): Promise<StopReason>;
    /** One result per request path, as the formatters take them. */
    results(): FileResult[];
    /** Requests that delivered a body. */
    posts(): number;
    /** Why the --save file could not be written, when it could not (the run then stopped with `save-failed`). */
    saveError(): string | undefined;
}
/** Rejected start-ups (port taken, address not available, capture file not writable) name the cause. */
export declare class ReceiveStartError extends Error {
}
/** Starts listening; rejects with a {@link ReceiveStartError} when it cannot. */
export declare function startReceiver(options: ReceiveOptions, onFindings?: FindingListener): Promise<Receiver>;
/** The session of a run, live or replayed. */
export declare function sessionFor(options: SessionOptions, limits: ReceiveLimits, capture?: Capture, onFindings?: FindingListener): ReceiveSession;
