/**
 * The flow expression language of agent 5.0.7 (the language proc-core 1.0.30's `flow_filters`
 * are written in), read the way the agent reads it: a flex scanner (the longest match wins, the
 * first rule on a tie) feeding an LALR parser whose stack holds at most 9,999 entries. This is a
 * re-statement of that language from its public grammar, checked against the agent itself (see
 * docs/flow-filters.md); it reports where the agent's parser stops, not what an expression means.
 */
/** A token kind: `f:` a field (by the values it is compared with), `v:` a value, or an operator/character. */
type Kind = string;
/** A token and the offset (0-based, in UTF-16 units) where it starts. */
export interface FlowToken {
    kind: Kind;
    text: string;
    at: number;
}
/**
 * The tokens of `expr` as the scanner cuts them, whitespace dropped, up to the end of input. A
 * character no rule takes is a token of its own; the scanner hands it to the parser as a signed
 * byte, so NUL and every non-ASCII character (a byte above 0x7f is negative) read as the end of input.
 */
export declare function flowTokens(expr: string): FlowToken[];
/** How the agent's parser reads one expression string. */
export interface FlowReading {
    /** `syntax`: the agent logs "EXPR: syntax error"; `memory`: "EXPR: memory exhausted"; either way the expression matches no flow. */
    failure?: {
        kind: 'syntax' | 'memory';
        column: number;
        message: string;
    };
    /** The number of `;`-ended statements read (0 for an empty or blank string, which matches no flow). */
    statements: number;
    /** The parser reduced a `detected_hostname == 'rx:...'` comparison, whose code loops forever on a flow with a hostname. */
    regexEquals: boolean;
    /** A detected_hostname comparison with `'rx:...'` that the scanner reads as a name (only name characters): compared as literal text. */
    literalRx: boolean;
}
/** Reads `expr` as agent 5.0.7's flow parser does. */
export declare function readFlowExpression(expr: string): FlowReading;
export {};
