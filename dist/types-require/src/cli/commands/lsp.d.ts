export declare const lsp: import("../command.js").Command<{
    readonly stdio: {
        readonly type: "boolean";
        readonly default: false;
        readonly help: "talk LSP on stdin and stdout (the default and only transport; accepted as editors pass it)";
    };
}>;
