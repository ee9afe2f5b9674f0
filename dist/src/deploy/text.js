/**
 * Checks on texts held in memory, for an editor, a management UI or a web page: one config or
 * loader file (`checkText`), or a whole deployment (`checkDeployment`). The same steps as
 * `agentconf lint` and `agentconf lint --root`, with no Node built-in (the browser-safe main
 * entry exports them); the command reads the files and calls these.
 */
import { callArgument, thrownReason } from '../core/arguments.js';
import { formatOfPath, formatOfText, parseJson } from '../core/parse/index.js';
import { internalError } from '../core/safety.js';
import { agentVariableDefaults, defaultVariables } from '../core/variables.js';
import { checkSource } from '../plugins/check.js';
import { isKindId } from '../plugins/kinds.js';
import { agentTargets, targetList } from './model.js';
const UNNAMED = '<text>';
/**
 * Whether the first line after blank lines and comments opens an INI section (`[proc-core]`). A
 * scan line by line (one regular expression over the whole text backtracked exponentially).
 */
function opensSection(text) {
    let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    while (at <= text.length) {
        const nl = text.indexOf('\n', at);
        const line = text.slice(at, nl === -1 ? text.length : nl).replace(/\r$/, '');
        const body = line.replace(/^[ \t]+/, '');
        if (body !== '' && body[0] !== '#' && body[0] !== ';') {
            const close = body.indexOf(']');
            return body[0] === '[' && close > 0 && /^[ \t]*$/.test(body.slice(close + 1));
        }
        if (nl === -1)
            return false;
        at = nl + 1;
    }
    return false;
}
/** True when a text with no name is a loader file: it opens a section and is not JSON. */
function looksLikeLoader(text) {
    return opensSection(text) && parseJson(text).value === undefined;
}
/**
 * Checks one config (JSON or YAML) or loader file given as text: exactly the findings, with their
 * positions, that `agentconf lint` prints for the same file. Never throws: a wrong argument is a
 * `call/argument` finding.
 */
export async function checkText(text, options = {}) {
    return checkTextWith(text, options);
}
/** `checkText` with the command's extras. */
export async function checkTextWith(text, given, extras = {}) {
    let file = extras.unnamed ?? UNNAMED;
    // The caller's options are read once, into a plain copy: a getter or proxy that throws is a
    // `call/argument` finding, and nothing later reads the caller's object again.
    let options;
    try {
        const problem = argumentProblem(text, given);
        if (given !== null && typeof given === 'object' && typeof given.filename === 'string')
            file = given.filename;
        if (problem)
            return { file, type: 'plugin', diagnostics: [problem] };
        const { filename, kind, agent, variables, skipNonConfig, kindHint } = given;
        options = {
            ...(filename === undefined ? {} : { filename }),
            ...(kind === undefined ? {} : { kind }),
            ...(agent === undefined ? {} : { agent }),
            ...(skipNonConfig === true ? { skipNonConfig } : {}),
            ...(kindHint === undefined ? {} : { kindHint }),
        };
        if (variables !== undefined)
            options.variables = copiedTable(variables);
    }
    catch (error) {
        return { file, type: 'plugin', diagnostics: [callArgument(`reading the options failed (${thrownReason(error)}); pass a plain object`)] };
    }
    try {
        const loader = options.kind === 'loader' || (options.kind === undefined && (options.filename === undefined ? looksLikeLoader(text) : /\.conf$/i.test(options.filename)));
        if (loader)
            return await checkLoaderText(file, options.filename !== undefined, text, options.agent);
        const format = options.filename === undefined ? await formatOfText(text) : formatOfPath(options.filename);
        const out = await checkSource({
            file,
            text,
            format,
            ...(options.kind ? { kind: options.kind } : {}),
            variables: options.variables ?? defaultVariables(),
            effective: extras.effective ?? true,
            ...(extras.fastCheck ? { fastCheck: extras.fastCheck } : {}),
            ...(options.skipNonConfig ? { skipNonConfig: true } : {}),
            ...(options.kindHint === undefined ? {} : { kindHint: options.kindHint }),
        });
        return { ...out.result, type: 'plugin', format, ...(out.effective === undefined ? {} : { effective: out.effective }) };
    }
    catch (error) {
        return { file, type: 'plugin', diagnostics: [internalError(error)] };
    }
}
/** A caller's table of name -> string, copied (a value that is no string is a wrong argument). */
function copiedTable(table) {
    if (table === null || typeof table !== 'object')
        throw new TypeError('variables must be an object of name -> string');
    const out = {};
    for (const [name, value] of Object.entries(table)) {
        if (typeof value !== 'string')
            throw new TypeError(`variables.${name} must be a string`);
        out[name] = value;
    }
    return out;
}
function argumentProblem(text, options) {
    if (typeof text !== 'string')
        return callArgument(`the text must be a string, not ${text === null ? 'null' : typeof text}`);
    if (options === null || typeof options !== 'object')
        return callArgument('the options must be an object');
    const { filename, kind, agent, skipNonConfig, kindHint } = options;
    if (filename !== undefined && typeof filename !== 'string')
        return callArgument('filename must be a string');
    if (skipNonConfig !== undefined && typeof skipNonConfig !== 'boolean')
        return callArgument('skipNonConfig must be a boolean');
    if (kindHint !== undefined && typeof kindHint !== 'string')
        return callArgument('kindHint must be a string');
    if (kind !== undefined && (typeof kind !== 'string' || (kind !== 'loader' && !isKindId(kind))))
        return callArgument(`kind ${JSON.stringify(String(kind))} is not a plugin kind nor "loader"`);
    if (agent !== undefined && !agentTargets.includes(agent))
        return callArgument(`agent must be ${targetList}`);
    return undefined;
}
/**
 * The deployment check, loaded when a loader file or a deployment is first checked: a browser
 * page that checks plugin configs only never loads it (the main entry's first load stays small).
 */
const deploymentChecks = () => import('./deployment-checks.js');
/** A loader file alone: its sections, settings and plugins, as in a deployment (its configs are not there). */
async function checkLoaderText(file, named, text, agent) {
    // Checked under a name the agent reads, so its sections are checked whatever it is called.
    const base = file.slice(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);
    const { checkDeploymentSource, ignoredLoaderName, memorySource } = await deploymentChecks();
    const ignored = named ? ignoredLoaderName(base) : undefined;
    const name = `plugins.d/${ignored || !named || base === '' ? '10-loader.conf' : base}`;
    const source = memorySource(new Map([[name, text]]), agentVariableDefaults.path_state_persistent);
    const { results } = await checkDeploymentSource('', source, agent ? { agent } : {}, { loadersOnly: true });
    const own = results.find((r) => r.file === name)?.diagnostics ?? [];
    return { file, type: 'loader', diagnostics: ignored ? [ignored, ...own] : own };
}
/**
 * Checks a whole deployment given in memory: `files` maps paths relative to the persistent-state
 * folder (`plugins.d/10-netify-sink-http.conf`, `netify-sink-http.json`) to their texts. Returns
 * what `agentconf lint --root` reports: the main config's and the variables' findings first, then
 * one result per file touched (loader files, then configs, in load order). Never throws.
 */
export async function checkDeployment(files, given = {}) {
    // The caller's arguments are read once, into plain copies (see checkTextWith).
    let entries;
    let options;
    try {
        const listed = files instanceof Map ? [...files] : files !== null && typeof files === 'object' ? Object.entries(files) : undefined;
        if (listed === undefined)
            return [{ file: UNNAMED, diagnostics: [callArgument('files must be an object or a Map from relative paths to texts')] }];
        const wrong = listed.find(([path, text]) => typeof path !== 'string' || typeof text !== 'string');
        if (wrong)
            return [{ file: String(wrong[0]), diagnostics: [callArgument('each file must map a relative path to its text (a string)')] }];
        entries = listed;
        if (given === null || typeof given !== 'object')
            return [{ file: UNNAMED, diagnostics: [callArgument('the options must be an object')] }];
        const { agentConfig, agentConfigName, variables, agent, folder } = given;
        if (agent !== undefined && !agentTargets.includes(agent))
            return [{ file: UNNAMED, diagnostics: [callArgument(`agent must be ${targetList}`)] }];
        options = {
            ...(typeof agentConfig === 'string' ? { agentConfig } : {}),
            ...(typeof agentConfigName === 'string' ? { agentConfigName } : {}),
            ...(variables === undefined ? {} : { variables: copiedTable(variables) }),
            ...(agent === undefined ? {} : { agent }),
            ...(typeof folder === 'string' ? { folder } : {}),
        };
    }
    catch (error) {
        return [{ file: UNNAMED, diagnostics: [callArgument(`reading the arguments failed (${thrownReason(error)}); pass plain objects`)] }];
    }
    try {
        const { checkDeploymentSource, memorySource, variablesOf } = await deploymentChecks();
        const config = typeof options.agentConfig === 'string' ? { name: options.agentConfigName ?? 'netifyd.conf', text: options.agentConfig } : undefined;
        const { settings, overrides, findings } = variablesOf(config, options.variables ?? {});
        const folder = options.folder ?? overrides.path_state_persistent ?? settings.path_state_persistent ?? agentVariableDefaults.path_state_persistent;
        const source = memorySource(new Map(entries), folder);
        const { results } = await checkDeploymentSource('', source, { settings, variables: overrides, ...(options.agent ? { agent: options.agent } : {}) });
        return [...findings.map((f) => f.result), ...results];
    }
    catch (error) {
        return [{ file: UNNAMED, diagnostics: [internalError(error)] }];
    }
}
