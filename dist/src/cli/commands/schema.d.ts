export declare const schema: import("../command.js").Command<{
    readonly list: {
        readonly type: "boolean";
        readonly default: false;
        readonly help: "print every id, with what it describes";
    };
    readonly catalog: {
        readonly type: "boolean";
        readonly default: false;
        readonly help: "print the schema catalog (file name -> schema)";
    };
}>;
