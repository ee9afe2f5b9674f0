/**
 * Which `${name}` the agent expands where, per plugin: the scope `substituteVariables` is given.
 * Agent 5.0.7 expands its seven path variables (`agentReleaseVariables['5.0']`); the uuid
 * variables only sink-http expands, in a channel's `url` and `headers`; any other name it leaves as
 * written (run `agent-variables`: a sink-http url holding `${path_plugin_libdir}` is posted to as
 * written). Names the caller defines themselves (`--var`) are substituted as asked.
 */
import type { KindId } from '../../../generated/plugins/catalog.js';
import { agentReleaseVariables, agentVariableDefaults, sinkHttpVariables, type VariableScope } from '../../core/variables.js';

/** Where sink-http expands the uuid variables: a channel's url and its header values. */
const SINK_HTTP_EXPANDS = /^\/channels\/[^/]+\/(?:url$|headers\/)/;

const on50 = new Set(agentReleaseVariables['5.0']);
const on52 = new Set(agentReleaseVariables['5.2']);
const uuids = new Set(sinkHttpVariables);

/** The scope of a config of `kind`, for an agent of any 5.x release. */
export function variableScope(kind: KindId): VariableScope {
  return (name, pointer) => {
    if (uuids.has(name)) {
      return kind === 'sink-http' && SINK_HTTP_EXPANDS.test(pointer) ? undefined : "only sink-http expands it, in a channel's url and headers";
    }
    if (on50.has(name)) return undefined;
    if (on52.has(name)) return 'agent 5.0 does not define it (5.2 does), so a 5.0 agent uses the text as written';
    // A default agentconf knows from the main config that no 5.x agent expands in a config.
    if (Object.hasOwn(agentVariableDefaults, name)) return 'agent 5.0.7 does not define it as a variable, so it uses the text as written';
    return undefined;
  };
}
