import { loader507Rows } from './loader-5.0.7.js';
const AddPlugin = 'src/nd-config.cpp ndGlobalConfig::AddPlugin (5.2.8)';
export const loader528Rows = {
    ...loader507Rows,
    'plugin-library': {
        does: 'an enabled section without plugin_library stops the agent ("Plugin library not set"); the library is opened only when the plugins start (the check while reading the loader file is compiled out): one that cannot be opened, or of the wrong role ("wrong type"), stops the agent there',
        source: `${AddPlugin}: #if 0 around ndPluginLoader; src/nd-plugin.cpp ndPluginManager::Load`,
    },
    'library-variables': {
        does: 'expands ${variables} in plugin_library, with the same table as conf_filename (${path_plugin_libdir} included)',
        source: `${AddPlugin}: nd_expand_variables(r.Get(tag, "plugin_library", ""), so_name, conf_vars)`,
    },
    variables: {
        does: "expands 5.0.7's seven and ${path_proto_config}, ${path_category_custom_config}, ${path_plugin_libdir}, ${path_intelligence_config}, ${path_overlay_config}; still not ${path_shared_data} nor ${uuid_*}",
        source: 'src/nd-config.cpp ndGlobalConfig::UpdateConfigVars (5.2.8)',
    },
    'role-mismatch': {
        does: 'a library of the other role than its section name stops the agent when the plugins start ("wrong type")',
        source: 'src/nd-plugin.cpp ndPluginManager::Load (5.2.8)',
    },
};
