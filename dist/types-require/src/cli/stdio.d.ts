/** File descriptors of standard output and standard error. */
export type StdFd = 1 | 2;
/**
 * Whether output on `fd` is coloured, as the conventions say, first rule that applies:
 * 1. NO_COLOR set and not empty (no-color.org): no colour;
 * 2. FORCE_COLOR set: colour, unless it is `0` or `false` (as Node and chalk read it), even into
 *    a pipe or a file (CI log viewers that render ANSI);
 * 3. TERM=dumb: no colour;
 * 4. otherwise colour on a terminal only.
 */
export declare function useColor(fd: StdFd): Promise<boolean>;
/**
 * Writes all of `text` to `fd`, encoded a chunk at a time (a chunk never ends between the two
 * halves of a surrogate pair). A descriptor in non-blocking mode (a pipe some parent set up so)
 * may take part of it or none (EAGAIN); the rest then goes through the stream, which waits. A
 * reader that went away (EPIPE, `agentconf lint . | head`) ends the output quietly with the run's
 * own exit code; any other failure (`> /dev/full`) is one line on stderr and exit code 2.
 */
export declare function writeAll(fd: StdFd, text: string): WriteEnd;
/**
 * How `writeAll` ended: all written; the reader went away (EPIPE); written in part, the rest handed
 * to Node's stream (a non-blocking descriptor that was full); or failed (said on stderr, exit code 2).
 */
type WriteEnd = 'written' | 'closed' | 'stream' | 'failed';
/**
 * Output written as it is made, in batches (a folder lint's report, a file's findings at a time,
 * so a folder of 100,000 configs does not hold its report to the end). Once the reader has gone
 * away or writing failed, the rest is dropped; once a write was handed to Node's stream (see
 * `writeAll`), the rest follows it there, in order.
 */
export declare class OutputWriter {
    private readonly fd;
    private pending;
    private state;
    constructor(fd: StdFd);
    /** True when writing failed (not when the reader went away): the run's exit code is then 2. */
    get failed(): boolean;
    write(text: string): void;
    flush(): void;
}
export {};
