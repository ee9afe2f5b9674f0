import type { FileResult } from '../core/report.js';
import { type ReceiveLimits, type SessionOptions } from './options.js';
import type { FindingListener } from './session.js';
/** What a replay needs. */
export interface ReplayOptions extends SessionOptions {
    limits?: Partial<ReceiveLimits>;
}
/** A replayed run. */
export interface Replayed {
    /** The capture's own problems first (a result named after the file), then one result per request path. */
    results: FileResult[];
    posts: number;
    /** The file could not be read, or is no capture. */
    ioFailed: boolean;
}
/** Replays a capture file; never throws for a bad file. */
export declare function replayCapture(file: string, options?: ReplayOptions, onFindings?: FindingListener): Promise<Replayed>;
