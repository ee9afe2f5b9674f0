export declare const receive: import("../command.js").Command<{
    readonly port: {
        readonly type: "string";
        readonly default: "8080";
        readonly value: "N";
        readonly help: "port to listen on (default 8080; 0 picks a free one, shown at start-up)";
    };
    readonly host: {
        readonly type: "string";
        readonly value: "ADDR";
        readonly help: "address to listen on (default 127.0.0.1, loopback only; 0.0.0.0 for devices)";
    };
    readonly count: {
        readonly type: "string";
        readonly value: "N";
        readonly help: "stop after N posts (the agent posts one record, or one batch, each)";
    };
    readonly duration: {
        readonly type: "string";
        readonly value: "SECONDS";
        readonly help: "stop after this long";
    };
    readonly format: {
        readonly type: "string";
        readonly value: "FORMAT";
        readonly help: string;
    };
    readonly save: {
        readonly type: "string";
        readonly value: "FILE";
        readonly help: "append each request, losslessly, to the capture FILE (see --replay)";
    };
    readonly replay: {
        readonly type: "string";
        readonly value: "FILE";
        readonly help: "judge a --save capture's requests again, in order, instead of listening";
    };
    readonly root: {
        readonly type: "string";
        readonly value: "DIR";
        readonly help: "check the traffic against the deployment in DIR: channel URLs, record\ntypes, format and compression, configured headers";
    };
    readonly var: {
        readonly help: "a variable value for ${NAME} in the deployment (repeatable)";
        readonly type: "string";
        readonly multiple: true;
        readonly value: "NAME=VALUE";
    };
    readonly 'agent-config': {
        readonly type: "string";
        readonly value: "FILE";
        readonly help: "read variable values from the agent's main config (INI)";
    };
    readonly agent: {
        readonly help: "the agent release: of the deployment under --root (default 5.2; 5.x: every\n5.x), and of the records (default, or 5.x: each post's User-Agent, else the\nfirst record that tells)";
        readonly type: "string";
        readonly value: "VERSION";
        readonly choices: readonly import("../../index.js").AgentTarget[];
    };
    readonly reject: {
        readonly type: "boolean";
        readonly default: false;
        readonly help: "answer records with errors 422 and undecodable bodies 400 (default 200)";
    };
    readonly strict: {
        readonly type: "boolean";
        readonly help: "warnings fail the run too";
    };
    readonly config: {
        readonly type: "string";
        readonly value: "FILE";
        readonly help: "the settings file (default: .agentconf.json, .yaml or .yml\nin this folder or the nearest one above)";
    };
    readonly rule: {
        readonly type: "string";
        readonly multiple: true;
        readonly value: "CODE=LEVEL";
        readonly help: "set a code (key/unknown) or family (deploy/*) to\noff, info, warning or error (repeatable)";
    };
    readonly 'max-problems': {
        readonly type: "string";
        readonly value: "N";
        readonly help: "keep at most N findings per request path (default 1000); all are counted";
    };
    readonly 'max-body': {
        readonly type: "string";
        readonly value: "MB";
        readonly help: "largest body accepted (default 16; decompressed bodies up to 4x that)";
    };
    readonly timeout: {
        readonly type: "string";
        readonly value: "SECONDS";
        readonly help: "time a client has to send its whole request (default 30)";
    };
}>;
