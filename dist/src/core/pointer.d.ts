/** JSON Pointer (RFC 6901) helpers. */
/** Appends tokens to a pointer: `childPointer('/sinks', 'sink-http')` is `/sinks/sink-http`. */
export declare function childPointer(pointer: string, ...tokens: (string | number)[]): string;
/** Splits a pointer into its unescaped tokens; `''` gives `[]`. */
export declare function parsePointer(pointer: string): string[];
/** The pointer of the containing value; the root's parent is the root. */
export declare function parentPointer(pointer: string): string;
