/**
 * Which `${name}` the agent expands where, per plugin: the scope `substituteVariables` is given.
 * Agent 5.0.7 expands its seven path variables (`agentReleaseVariables['5.0']`); the uuid
 * variables only sink-http expands, in a channel's `url` and `headers`; any other name it leaves as
 * written (run `agent-variables`: a sink-http url holding `${path_plugin_libdir}` is posted to as
 * written). Names the caller defines themselves (`--var`) are substituted as asked.
 */
import type { KindId } from '../../../generated/plugins/catalog.js';
import { type VariableScope } from '../../core/variables.js';
/** The scope of a config of `kind`, for an agent of any 5.x release. */
export declare function variableScope(kind: KindId): VariableScope;
