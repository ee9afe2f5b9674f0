/**
 * Which agent release a record comes from. Agent 5.0 (5.0.7 in the field) sends records of an
 * older shape than the published interface (agent 5.2's): members 5.2 added are absent, and a
 * few members of its own take their place. A record is judged by the release it comes from,
 * named by the caller (`--agent`) or detected per stream from the first record that tells.
 */
import { isPlainObject } from '../core/value.js';
import { olderAgentSigns } from './older-agent.js';
export const agentReleases = ['5.0', '5.2'];
/** The release a version string names (`5.0.7` -> 5.0, `5.2.8` -> 5.2); undefined for any other. */
export function releaseOfVersion(version) {
    if (typeof version !== 'string')
        return undefined;
    const m = /^v?5\.(\d+)(?:\.|$)/.exec(version.trim());
    if (!m)
        return undefined;
    return Number(m[1]) < 2 ? '5.0' : '5.2';
}
/** The release a record shows it comes from, and in words why; undefined when it does not tell. */
export function releaseOfRecord(value) {
    // A caller's value may be anything (a getter that throws): what cannot be read tells nothing.
    try {
        return releaseOf(value);
    }
    catch {
        return undefined;
    }
}
function releaseOf(value) {
    if (!isPlainObject(value))
        return undefined;
    const type = typeof value.type === 'string' ? value.type : undefined;
    if (type === 'agent_hello' || type === 'agent_status') {
        const release = releaseOfVersion(value.agent_version);
        if (release)
            return { release, because: `its agent_version is ${JSON.stringify(value.agent_version)}` };
    }
    if (type === undefined)
        return undefined;
    const signs = olderAgentSigns(type, value);
    return signs ? { release: '5.0', because: signs } : undefined;
}
/**
 * Members agent 5.0 sends that 5.2 does not (so the published interface does not list them), by
 * record type, as JSON Pointers (`*` any one member name).
 */
const olderMembers = {
    agent_status: ['/dhc_size'],
    flow: ['/flow/category/network', '/flow/ssl/client_ja3', '/flow/ssl/server_ja3'],
};
/** True when `pointer` names a member agent 5.0 sends in a record of `type` and 5.2 does not. */
export function isOlderMember(type, pointer) {
    const family = type.startsWith('flow') ? 'flow' : type;
    return olderMembers[family]?.includes(pointer) ?? false;
}
