/** The first line of every capture (without its newline). */
export declare const CAPTURE_HEADER = "{\"agentconf_capture\":1}";
/** One request as the capture keeps it. */
export interface CapturedRequest {
    /** Unix milliseconds. */
    receivedAt: number;
    method: string;
    path: string;
    /** Header lines as received: `[name, value]` pairs. */
    headers: [string, string][];
    body: Uint8Array;
    /** The sender's address, when known: tells devices apart that post with the same headers. */
    remote?: string;
}
/** The request as one capture line, with its newline. */
export declare function captureLine(r: CapturedRequest): string;
/** `[name, value, name, value, ...]` (Node's `rawHeaders`) as pairs. */
export declare function headerPairs(raw: readonly string[]): [string, string][];
/** A capture line read back, or why it is not one. */
export declare function parseCaptureLine(line: string): CapturedRequest | string;
/** True when the file starts like a capture (false when it cannot be read: its reader says why). */
export declare function isCaptureFile(file: string): boolean;
