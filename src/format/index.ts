/** The registry of result formats the checking commands' `--format` chooses from. */
import type { Formatter } from './formatter.js';
import { formatGithub } from './github.js';
import { formatGitlab } from './gitlab.js';
import { formatJson } from './json.js';
import { formatJunit } from './junit.js';
import { formatSarif } from './sarif.js';
import { formatText } from './text.js';

export type { FormatContext, Formatter } from './formatter.js';

/** Every valid `--format` value, default first; the CLI lists these when given another. */
export const formatNames = ['text', 'json', 'junit', 'sarif', 'github', 'gitlab'] as const;

/** A valid `--format` value. */
export type FormatName = (typeof formatNames)[number];

/** The result formats by name, default first (a `Renderings` of the registry). */
export const resultFormats: Readonly<Record<FormatName, Formatter>> = {
  text: formatText,
  json: formatJson,
  junit: formatJunit,
  sarif: formatSarif,
  github: formatGithub,
  gitlab: formatGitlab,
};

/** True when `name` is a format name (exact, case-sensitive). */
export function isFormatName(name: string): name is FormatName {
  return (formatNames as readonly string[]).includes(name);
}

/**
 * The formatter called `name`, or `undefined` for anything else. Checked against the list, not
 * looked up blindly, so names like `constructor` or `__proto__` cannot reach the prototype.
 */
export function getFormatter(name: string): Formatter | undefined {
  return isFormatName(name) ? resultFormats[name] : undefined;
}
