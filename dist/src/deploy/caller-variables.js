/**
 * The caller's variable values for a check: the agent's main config (`--agent-config FILE`)
 * first, then each value given directly (`--var NAME=VALUE`) over it, made into one table by the
 * library's rule (`variableTable`).
 */
import { resolve } from 'node:path';
import { isWithin, readText } from '../files/read-text.js';
import { variablesOf } from './variables-of.js';
/**
 * The caller's variable values: values referring to others are expanded once, and a reference
 * to an unknown name is reported where it is written. `{ unreadable }` (one line, without the
 * file name) when the main config cannot be read.
 */
export async function callerVariables(sources) {
    const { agentConfig } = sources;
    if (agentConfig === undefined)
        return variablesOf(undefined, sources.overrides);
    // Inside a folder the run checks (`--root DIR --agent-config DIR/netifyd.conf`), the file is
    // part of what was handed in: like the folder's own files, it may not lead outside it.
    const folder = (sources.folders ?? []).find((f) => isWithin(resolve(agentConfig), resolve(f)));
    const read = await readText(agentConfig, folder === undefined ? {} : { within: folder });
    if (!('text' in read))
        return { unreadable: read.error };
    return variablesOf({ name: agentConfig, text: read.text }, sources.overrides);
}
