import { agentVariableDefaults, variableTable } from '../core/variables.js';
import { Collector } from './collector.js';
import { readConfigs } from './configs.js';
import { readLoaders } from './loaders.js';
import { releaseOfTarget } from './model.js';
import { deviceMapping, localPath } from './paths.js';
import { checkReferences } from './references.js';
import { readMeantConfigs } from './meant-configs.js';
/**
 * The variable table of the check, and how device paths map onto the folder. Precedence, highest
 * first: `--var` values; the folder as `path_state_persistent`; the main config's settings; the
 * agent's defaults. Settings and values written in terms of others are expanded once, in order.
 */
export function sourceVariables(root, options, source) {
    const settings = options.settings ?? {};
    const given = options.variables ?? {};
    const devicePersistent = given.path_state_persistent ?? settings.path_state_persistent ?? agentVariableDefaults.path_state_persistent;
    const mapping = deviceMapping(root, devicePersistent, source);
    const { table } = variableTable({ ...settings, path_state_persistent: mapping.absolute, ...given });
    return { variables: table, mapping };
}
/**
 * Checks the deployment in `root` of `source`, the folder the agent knows as
 * `${path_state_persistent}`. Never throws for a problem in the deployment: every finding is a
 * diagnostic on a file. `loadersOnly`: the loader files alone (their configs are not there);
 * `fastCheck`: the command's fast check of clean configs.
 */
export async function checkDeploymentSource(root, source, options = {}, extras = {}) {
    const { loadersOnly = false, fastCheck } = extras;
    const { variables, mapping } = sourceVariables(root, options, source);
    const collector = new Collector();
    const pluginsDir = localPath(variables.path_plugins, mapping);
    const model = { root, pluginsDir: pluginsDir ?? variables.path_plugins, variables, plugins: [], configs: new Map(), references: [] };
    if (pluginsDir === undefined) {
        collector.add(variables.path_plugins, {
            severity: 'error',
            code: 'io/read',
            message: `path_plugins ${variables.path_plugins} is outside the deployment folder (${root}); the loader files cannot be checked`,
            pointer: '',
        });
    }
    else {
        // Resolved once: every file read must lie under it (a link out of the folder is not followed).
        const realRoot = await source.realpath(root).catch(() => source.absolute(root));
        model.plugins = await readLoaders({ root, realRoot, mapping, pluginsDir, variables, collector, agent: releaseOfTarget(options.agent), source });
        const meant = loadersOnly ? new Map() : await readMeantConfigs(model.plugins, source, realRoot);
        model.configs = await readConfigs(model.plugins, { variables, collector, realRoot, root: mapping.absolute, source, loadersOnly, fastCheck, meant });
        if (!loadersOnly)
            model.references = checkReferences(model.plugins, model.configs, collector, meant);
    }
    return { results: collector.results(), sources: collector.sources, model };
}
