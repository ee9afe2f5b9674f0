/**
 * The language server's framing of stdin (`Content-Length: N\r\n\r\n` and N bytes of JSON), in
 * place of vscode-jsonrpc's stream reader, which stops answering for good after a header that lies
 * (`-5`, `abc`, missing, a length shorter or longer than the body, two that differ) and buffers any
 * length it is told. The library's connection is kept; only the bytes are read here:
 * - a header section that cannot be read (no `Content-Length`, one that is not a decimal number,
 *   two that differ, a line with no `:`, more than `MAX_HEADER_BYTES`) is answered with a JSON-RPC
 *   parse error (-32700, id null), and reading starts again at the next `Content-Length:`;
 * - a body that is not JSON (a length shorter than the message) is a parse error too; a body that
 *   holds the next message's header (a length longer than the message) is read again from there;
 * - a length over `MAX_MESSAGE_BYTES` is refused (-32700) and its bytes skipped as they arrive,
 *   never held;
 * - JSON that is no JSON-RPC message (an array, a number, an id that is an object) is an invalid
 *   request (-32600), with its id when it has a usable one.
 * One error is answered per run of unreadable bytes: garbage does not make the server write as
 * much back.
 */
import { AbstractMessageReader, type DataCallback, type Disposable, type MessageReader } from 'vscode-languageserver/node';
/** An error answer the reader writes itself. */
export interface ErrorAnswer {
    jsonrpc: '2.0';
    id: number | string | null;
    error: {
        code: number;
        message: string;
    };
}
/** Reads LSP messages from `input`; `answer` writes an error back (through the connection's writer). */
export declare class FramedReader extends AbstractMessageReader implements MessageReader {
    private readonly input;
    private readonly answer;
    private chunks;
    private buffered;
    /** The length of the body being read, once its header was. */
    private bodyLength;
    private looks;
    /** Bytes of a refused message still to skip. */
    private skipping;
    private lastSkipped;
    /** Reading starts again at the next `Content-Length:` (after an unreadable header or body). */
    private resync;
    /** An error was answered since the last message read: the bytes up to the next are not answered again. */
    private quiet;
    private callback;
    constructor(input: NodeJS.ReadableStream, answer: (error: ErrorAnswer) => void);
    listen(callback: DataCallback): Disposable;
    private fail;
    /** The first `n` buffered bytes, as one buffer (the chunks stay, joined when `n` spans several). */
    private peek;
    /** Removes the first `n` buffered bytes and returns them. */
    private take;
    /** Puts bytes back in front (the next message found inside a body). */
    private unshift;
    private onData;
    private drain;
    /** Answers a header that cannot be read and looks for the next one past `skip` bytes (the section, or its first byte). */
    private badHeader;
    /** Drops bytes up to the next `Content-Length:`; false when none is buffered yet (a tail that may start one is kept). */
    private findHeaderStart;
    /**
     * While a body is pending: whether the bytes so far hold a whole JSON message followed by the next
     * header (its length was too long). Looked for only in what just arrived, a few times per body.
     */
    private lookForNextHeader;
    private deliver;
}
