/**
 * Which kind a config file holds: from its name (the kind ids and the agent's own file names such
 * as `netify-proc-aggregator.json`), else from members only one kind has (each kind's `signature`
 * in `kinds/`). Never a silent guess: when neither tells, the answer says so and names the
 * candidates.
 */
import { kinds } from './kinds.js';
import { kindFromName } from './kind-name.js';
import { kindSpecs } from './kinds/index.js';
import { closest } from '../core/suggest.js';
import { isPlainObject } from '../core/value.js';
import { shapes } from '../../generated/plugins/shapes.js';
/**
 * Detects the kind of a parsed config: a kind id in the file name; else members only one kind
 * has; else, when the name names another plugin (`sink-log`), that plugin, unless its name is
 * close to a kind id (`proc-agregator`: a typo must not switch checking off).
 */
export function detectKind(fileName, value) {
    const named = fileName ? kindFromName(fileName) : undefined;
    if (typeof named === 'string')
        return { kind: named };
    const candidates = isPlainObject(value) ? Object.keys(kindSpecs).filter((id) => kindSpecs[id].signature(value)) : [];
    if (candidates.length === 1)
        return { kind: candidates[0] };
    if (named) {
        const suggestion = closest(named.unsupported, kinds.map((k) => k.id));
        return suggestion ? { undetected: true, candidates, suggestion } : named;
    }
    return { undetected: true, candidates };
}
/**
 * Names of the files an ordinary repository holds beside its configs, which are never agent
 * configs whatever members they have (a `package.json` may have a `"script"` member): tools'
 * manifests and settings, compose files, SARIF reports. Matched on the file's name, lower-cased.
 */
const notConfigNames = [
    /^(package|package-lock|npm-shrinkwrap|composer|bower|lerna|nx|turbo|renovate|vercel|deno|biome|angular)\.json$/,
    /^(ts|js)config(\..+)?\.json$/,
    /^(docker-)?compose(\..+)?\.ya?ml$/,
    /^(pnpm-lock|pnpm-workspace|yarn-lock|\.gitlab-ci|\.travis|\.pre-commit-config|\.pre-commit-hooks|codecov|\.codecov|mkdocs|action|chart|values|openapi|swagger|\.readthedocs)\.ya?ml$/,
    /^(openapi|swagger|babel\.config|\.babelrc|\.markdownlint|\.prettierrc|\.stylelintrc|\.eslintrc|\.jshintrc|\.swcrc|\.releaserc|\.lintstagedrc|\.c8rc|\.nycrc|\.mocharc)(\..+)?\.(json|ya?ml)$/,
    /\.sarif(\.json)?$/,
];
/** Every member a config of some kind has at its top level (from the kinds' schemas). */
let configMembers;
function memberNames() {
    configMembers ??= new Set(Object.values(shapes).flatMap((shape) => Object.keys(shape.props ?? {})));
    return configMembers;
}
/** Whether a file's name says it is no agent config (`package.json`, `tsconfig.json`, `lint.sarif`, ...). */
export function isNamedNotConfig(fileName) {
    const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1).toLowerCase();
    return notConfigNames.some((name) => name.test(base));
}
/**
 * Whether a file found in a folder walk (or open in an editor) is not an agent config, so it is
 * skipped instead of getting `kind/undetected`: its name names no plugin, and either its name is
 * one of the tool files a repository holds (`package.json`: that wins over its members), or its
 * parsed value (`undefined`: it could not be parsed) has no top-level member of any kind. A
 * file that does not parse, and is not so named, may be a broken config: it is not skipped.
 */
export function isNotAgentConfig(fileName, value) {
    if (kindFromName(fileName) !== undefined)
        return false;
    if (isNamedNotConfig(fileName))
        return true;
    if (value === undefined)
        return false;
    if (!isPlainObject(value))
        return true;
    const members = memberNames();
    for (const key of Object.keys(value))
        if (members.has(key))
            return false;
    return true;
}
