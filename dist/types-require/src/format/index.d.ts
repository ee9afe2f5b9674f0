/** The registry of result formats the checking commands' `--format` chooses from. */
import type { Formatter } from './formatter.js';
export type { FormatContext, Formatter } from './formatter.js';
/** Every valid `--format` value, default first; the CLI lists these when given another. */
export declare const formatNames: readonly ["text", "json", "junit", "sarif", "github", "gitlab"];
/** A valid `--format` value. */
export type FormatName = (typeof formatNames)[number];
/** The result formats by name, default first (a `Renderings` of the registry). */
export declare const resultFormats: Readonly<Record<FormatName, Formatter>>;
/** True when `name` is a format name (exact, case-sensitive). */
export declare function isFormatName(name: string): name is FormatName;
/**
 * The formatter called `name`, or `undefined` for anything else. Checked against the list, not
 * looked up blindly, so names like `constructor` or `__proto__` cannot reach the prototype.
 */
export declare function getFormatter(name: string): Formatter | undefined;
