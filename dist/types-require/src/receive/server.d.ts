/**
 * The HTTP side of a receiving run: POST bodies go to the session; `GET /report` answers the
 * report so far and `POST /stop` ends the run; other methods get 405. Bad traffic is a finding,
 * never a crash: bodies are capped (413), slow or stalled clients are cut off (408), malformed
 * requests answered 400, and the number of connections served at once is bounded: past the
 * limit, the connection that has sent nothing for longest is cut to make room, so slow clients
 * cannot shut out new ones, nor GET /report and POST /stop.
 */
import { type Server } from 'node:http';
import type { ReceiveLimits } from './options.js';
import type { ReceiveSession } from './session.js';
/**
 * Why a run ended: `save-failed` when the --save file could not be written (the receiver's
 * `saveError` says why), `output-failed` when the caller's output could not (the caller says so).
 */
export type StopReason = 'count' | 'duration' | 'stop-request' | 'signal' | 'save-failed' | 'output-failed';
/** What the server needs from the run around it. */
export interface ServerParts {
    session: ReceiveSession;
    limits: ReceiveLimits;
    /** Stop after this many posts. */
    count?: number;
    /** Called once the run should end. */
    requestStop: (reason: StopReason) => void;
    /** The report so far, as the records JSON contract. */
    report: () => string;
}
/** Creates the server (not listening yet). */
export declare function createReceiveServer(parts: ServerParts): Server & {
    stopping: boolean;
};
