const SERVER_NOT_INITIALIZED = -32002;
const INVALID_REQUEST = -32600;
/** `reader`, passing on only what the phase allows; `answer` writes the errors. */
export function withLifecycle(reader, answer) {
    let phase = 'new';
    const refuse = (id, code, message) => answer({ jsonrpc: '2.0', id, error: { code, message } });
    const admit = (message) => {
        const m = message;
        if (m.method === undefined)
            return phase === 'running';
        const request = m.id !== undefined;
        if (!request)
            return m.method === 'exit' || phase === 'running';
        if (phase === 'new') {
            if (m.method === 'initialize')
                phase = 'running';
            else
                refuse(m.id, SERVER_NOT_INITIALIZED, `the server is not initialized: send initialize first (not ${m.method})`);
            return phase === 'running';
        }
        if (phase === 'shut') {
            refuse(m.id, INVALID_REQUEST, `the server was shut down: only exit is read now (not ${m.method})`);
            return false;
        }
        if (m.method === 'initialize') {
            refuse(m.id, INVALID_REQUEST, 'the server is already initialized: initialize is sent once');
            return false;
        }
        if (m.method === 'shutdown')
            phase = 'shut';
        return true;
    };
    return {
        onError: reader.onError,
        onClose: reader.onClose,
        onPartialMessage: reader.onPartialMessage,
        dispose: () => reader.dispose(),
        listen: (callback) => reader.listen((message) => admit(message) && callback(message)),
    };
}
