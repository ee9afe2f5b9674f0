/**
 * Agent 5.2.8's loader, from its public source only (vendored in nexwall/firewall-msp,
 * packages/netifyd/vendor/netify-agent-5.2.8: `ndGlobalConfig::AddPlugin` and
 * `UpdateConfigVars` in src/nd-config.cpp, `nd_scan_dotd` in src/nd-util.cpp,
 * `ndPluginManager::Load` in src/nd-plugin.cpp). No 5.2 build runs here: the rows that match
 * 5.0.7's code line for line keep 5.0.7's runs; the rest are read from the source.
 */
import { agentReleaseVariables } from '../../core/variables.js';
import { loader507 } from './loader-5.0.7.js';
export const loader528 = {
    ...loader507,
    release: '5.2',
    agent: 'agent 5.2.8',
    libraryExpands: true,
    libraryLoaded: 'starting the plugins',
    variables: agentReleaseVariables['5.2'],
};
