/**
 * The lint options a settings file can set or that tune rules (`--config`, `--rule`,
 * `--ignore-pattern`, `--max-warnings`), and the merge of the command line over the settings file
 * (precedence: see apply.ts).
 */
import { resolve } from 'node:path';
import { boundText } from '../../core/message.js';
import { printableJson } from '../../core/printable.js';
import { isRuleName, ruleLevels } from '../../core/rule-levels.js';
import { globProblem } from '../../core/glob.js';
import { ruleDescriptions } from '../../format/rules.js';
import { didYouMean, wholeNumber } from '../options.js';
import { UsageError } from '../usage.js';
import { compileIgnore, runRules } from './apply.js';
import { findSettings } from './find.js';
import { loadSettings } from './load.js';
/** The options of the settings file and the rules, for a command's table. */
export const settingsOptions = {
    config: { type: 'string', value: 'FILE', help: 'the settings file (default: .agentconf.json, .yaml or .yml\nin this folder or the nearest one above)' },
    rule: {
        type: 'string',
        multiple: true,
        value: 'CODE=LEVEL',
        help: 'set a code (key/unknown) or family (deploy/*) to\noff, info, warning or error (repeatable)',
    },
    'ignore-pattern': { type: 'string', multiple: true, value: 'GLOB', help: 'do not check files the glob matches (repeatable)' },
    'max-warnings': { type: 'string', value: 'N', help: 'more than N warnings fail the run (-1: no limit)' },
};
const codes = Object.keys(ruleDescriptions);
/** `--rule CODE=LEVEL` values as levels; a usage error names a bad one. */
function ruleOptions(values = []) {
    const out = Object.create(null);
    for (const text of values) {
        const at = text.lastIndexOf('=');
        const name = text.slice(0, Math.max(at, 0));
        const level = text.slice(at + 1);
        if (at < 0)
            throw new UsageError(`--rule takes CODE=LEVEL, not ${JSON.stringify(boundText(text, 80))}`);
        if (!isRuleName(name, codes)) {
            const families = [...new Set(codes.map((c) => c.replace(/\/.*/, '/*')))];
            throw new UsageError(`--rule: unknown code ${JSON.stringify(boundText(name, 80))}${didYouMean(name, name.endsWith('/*') ? families : codes)}; see agentconf rules`);
        }
        const found = ruleLevels.find((l) => l === level);
        if (found === undefined)
            throw new UsageError(`--rule ${name}: the level is one of ${ruleLevels.join(', ')}, not ${JSON.stringify(boundText(level, 80))}${didYouMean(level, ruleLevels)}`);
        out[name] = found;
    }
    return out;
}
/** Finds and reads the settings file, then merges the rule options of the command line over it. */
export async function runSettings(values) {
    const path = values.config ?? findSettings(process.cwd());
    const settings = path === undefined ? undefined : await loadSettings(path);
    const ignorePatterns = values['ignore-pattern'] ?? [];
    for (const g of ignorePatterns)
        if (compileIgnore(g) === undefined)
            throw new UsageError(`--ignore-pattern: the glob ${printableJson(JSON.stringify(boundText(g, 80)))} ${globProblem(g.startsWith('!') ? g.slice(1) : g)}`);
    const rules = runRules(settings, { rules: ruleOptions(values.rule), ignorePatterns });
    // -1 is no limit, as in ESLint: it also lifts the settings file's.
    const line = values['max-warnings'];
    const maxWarnings = line === '-1' ? undefined : (wholeNumber('--max-warnings', line, 0) ?? settings?.options?.maxWarnings);
    return { settings, rules, maxWarnings };
}
/** The settings file's `--var` values as `NAME=VALUE` arguments, before the command line's (which win). */
export function settingsVars(settings, line = []) {
    const fromFile = Object.entries(settings?.options?.var ?? {}).map(([name, value]) => `${name}=${value}`);
    return [...fromFile, ...line];
}
/** `--agent-config` from the command line, else the settings file's (relative to its folder). */
export function settingsAgentConfig(settings, line) {
    if (line !== undefined)
        return line;
    const file = settings?.options?.agentConfig;
    return file === undefined ? undefined : resolve(settings.folder, file);
}
