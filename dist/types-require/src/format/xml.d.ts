/** XML 1.0 escaping for the JUnit format. */
/** Escapes character data. */
export declare function xmlText(text: string): string;
/** Escapes an attribute value; tabs and newlines too, since parsers turn raw ones into spaces. */
export declare function xmlAttribute(text: string): string;
