import { formatGithub } from './github.js';
import { formatGitlab } from './gitlab.js';
import { formatJson } from './json.js';
import { formatJunit } from './junit.js';
import { formatSarif } from './sarif.js';
import { formatText } from './text.js';
/** Every valid `--format` value, default first; the CLI lists these when given another. */
export const formatNames = ['text', 'json', 'junit', 'sarif', 'github', 'gitlab'];
/** The result formats by name, default first (a `Renderings` of the registry). */
export const resultFormats = {
    text: formatText,
    json: formatJson,
    junit: formatJunit,
    sarif: formatSarif,
    github: formatGithub,
    gitlab: formatGitlab,
};
/** True when `name` is a format name (exact, case-sensitive). */
export function isFormatName(name) {
    return formatNames.includes(name);
}
/**
 * The formatter called `name`, or `undefined` for anything else. Checked against the list, not
 * looked up blindly, so names like `constructor` or `__proto__` cannot reach the prototype.
 */
export function getFormatter(name) {
    return isFormatName(name) ? resultFormats[name] : undefined;
}
