import { agentReleaseVariables, agentVariableDefaults, sinkHttpVariables } from '../../core/variables.js';
/** Where sink-http expands the uuid variables: a channel's url and its header values. */
const SINK_HTTP_EXPANDS = /^\/channels\/[^/]+\/(?:url$|headers\/)/;
const on50 = new Set(agentReleaseVariables['5.0']);
const on52 = new Set(agentReleaseVariables['5.2']);
const uuids = new Set(sinkHttpVariables);
/** The scope of a config of `kind`, for an agent of any 5.x release. */
export function variableScope(kind) {
    return (name, pointer) => {
        if (uuids.has(name)) {
            return kind === 'sink-http' && SINK_HTTP_EXPANDS.test(pointer) ? undefined : "only sink-http expands it, in a channel's url and headers";
        }
        if (on50.has(name))
            return undefined;
        if (on52.has(name))
            return 'agent 5.0 does not define it (5.2 does), so a 5.0 agent uses the text as written';
        // A default agentconf knows from the main config that no 5.x agent expands in a config.
        if (Object.hasOwn(agentVariableDefaults, name))
            return 'agent 5.0.7 does not define it as a variable, so it uses the text as written';
        return undefined;
    };
}
