/** Serves LSP on the two streams until the client says exit; resolves with the exit code. */
export declare function serveLsp(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Promise<number>;
