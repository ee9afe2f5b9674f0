export declare const records: import("../command.js").Command<{
    readonly framing: {
        readonly type: "string";
        readonly value: "NAME";
        readonly help: `force a framing: ${string}`;
    };
    readonly agent: {
        readonly help: "the agent release the records come from: 5.0 or 5.2 (default, or 5.x:\ndetected per stream from the first record that tells)";
        readonly type: "string";
        readonly value: "VERSION";
        readonly choices: readonly import("../../index.js").AgentTarget[];
    };
    readonly format: {
        readonly type: "string";
        readonly value: "FORMAT";
        readonly help: string;
    };
    readonly 'max-problems': {
        readonly type: "string";
        readonly value: "N";
        readonly help: "keep at most N findings per stream (default 1000); all are counted";
    };
    readonly count: {
        readonly type: "string";
        readonly value: "N";
        readonly help: "reading - live: stop after N records and report";
    };
    readonly duration: {
        readonly type: "string";
        readonly value: "SECONDS";
        readonly help: "reading - live: stop after SECONDS and report (SIGINT and SIGTERM report too)";
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
}>;
