import { type CapturedRequest } from './capture-format.js';
/**
 * An append-only capture file, opened once. A write that fails (a full disk), or one that would
 * take the file past its size limit, is said once, to `onError`; nothing more is written after it.
 */
export declare class Capture {
    readonly file: string;
    private readonly stream;
    private readonly onError;
    /** The first write error; set, the capture writes nothing more. */
    failed: NodeJS.ErrnoException | undefined;
    /** Bytes this run may still add. */
    private room;
    private constructor();
    /**
     * Opens (creating it when needed) for appending, with the capture's first line when the file
     * is empty; rejects with the file-system error, or a {@link CaptureRefusedError} for a target
     * that is no regular file, that the run reads (`reads`: files and folders) or that holds
     * something else than a capture. A run adds at most `maxBytes`.
     */
    static open(file: string, onError?: (error: NodeJS.ErrnoException) => void, reads?: readonly string[], maxBytes?: number): Promise<Capture>;
    /** Appends one request as one line (one write, so a cut file loses at most its last line). */
    append(request: CapturedRequest): void;
    /** Writes what is buffered and closes the file; a failure is in {@link failed} (and was said), never a rejection. */
    close(): Promise<void>;
    private fail;
}
