export declare const lint: import("../command.js").Command<{
    readonly 'stdin-filename': {
        readonly type: "string";
        readonly value: "NAME";
        readonly help: "the name standard input goes by: its kind, its format\nand its place in messages and ignore patterns";
    };
    readonly 'output-file': {
        readonly type: "string";
        readonly short: "o";
        readonly value: "FILE";
        readonly help: "write the report to FILE (atomically) instead of stdout";
    };
    readonly cache: {
        readonly type: "boolean";
        readonly help: "take the results of files unchanged since the last --cache run\nfrom a cache file, and save this run's there";
    };
    readonly 'cache-location': {
        readonly type: "string";
        readonly value: "PATH";
        readonly help: "the cache file, or a folder to keep .agentconfcache in\n(default: .agentconfcache in the current folder)";
    };
    readonly 'cache-strategy': {
        readonly type: "string";
        readonly value: "HOW";
        readonly help: "how a file is found unchanged: metadata (size and time, else the\nhash of its text; the default) or content (always the hash)";
    };
    readonly concurrency: {
        readonly type: "string";
        readonly value: "N";
        readonly help: "threads to check files on: off (one, the default), a number, or auto\n(a thread per 5,000 files, at most one per core and four)";
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
    readonly 'ignore-pattern': {
        readonly type: "string";
        readonly multiple: true;
        readonly value: "GLOB";
        readonly help: "do not check files the glob matches (repeatable)";
    };
    readonly 'max-warnings': {
        readonly type: "string";
        readonly value: "N";
        readonly help: "more than N warnings fail the run (-1: no limit)";
    };
    readonly 'no-ignore': {
        readonly type: "boolean";
        readonly help: "check what ignore patterns leave out (--ignore-pattern, \"ignorePatterns\")";
    };
    readonly 'error-on-non-config': {
        readonly type: "boolean";
        readonly help: "in a folder, a JSON or YAML file that is no agent config (package.json,\na file with no member of any kind) is an error, not skipped";
    };
    readonly root: {
        readonly type: "string";
        readonly value: "DIR";
        readonly help: "lint the deployment in DIR (the agent's persistent-state folder)";
    };
    readonly agent: {
        readonly type: "string";
        readonly value: "VERSION";
        readonly choices: readonly import("../../index.js").AgentTarget[];
        readonly help: "the agent release the deployment runs on: 5.2 (default, the current\nrelease), 5.0, or 5.x (every 5.x: what stops any of them is an error)";
    };
    readonly fix: {
        readonly type: "boolean";
        readonly default: false;
        readonly help: "apply the fixes that have one right answer (a value in the wrong case,\na known misspelling, a misspelt key), rewriting the files in place";
    };
    readonly 'fix-dry-run': {
        readonly type: "boolean";
        readonly default: false;
        readonly help: "print those fixes as a unified diff and write nothing\n(exit code 1 when a file would change)";
    };
    readonly var: {
        readonly type: "string";
        readonly multiple: true;
        readonly value: "NAME=VALUE";
        readonly help: "a variable value for ${NAME} (repeatable)";
    };
    readonly 'agent-config': {
        readonly type: "string";
        readonly value: "FILE";
        readonly help: "read variable values from the agent's main config (INI)";
    };
    readonly kind: {
        readonly type: "string";
        readonly value: "ID";
        readonly help: "check every input as this kind (default: from the file name, else content)";
    };
    readonly format: {
        readonly type: "string";
        readonly value: "FORMAT";
        readonly help: string;
    };
    readonly strict: {
        readonly type: "boolean";
        readonly help: "warnings fail the run too";
    };
    readonly quiet: {
        readonly type: "boolean";
        readonly help: "report errors only";
    };
}>;
