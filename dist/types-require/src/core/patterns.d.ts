/**
 * What each schema pattern asks for, in words. A pattern missing here still gets a message
 * (quoting the expression); a test checks every pattern in schemas/ has its words.
 */
export declare const patternWords: Readonly<Record<string, string>>;
/** What each schema format asks for, in words (`ipv4 or ipv6` is an either-or of two formats). */
export declare const formatWords: Readonly<Record<string, string>>;
