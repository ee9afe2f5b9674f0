/** The release judged for when nothing says: the current one, which the field runs. */
export const DEFAULT_AGENT = '5.2';
/** The targets `--agent` and the `agent` options name, in the order help lists them. */
export const agentTargets = ['5.0', '5.2', '5.x'];
/** The targets as a message lists them. */
export const targetList = '"5.0", "5.2" or "5.x"';
/** The release line a target narrows the loader's reading to; undefined for every 5.x. */
export function releaseOfTarget(target) {
    const chosen = target ?? DEFAULT_AGENT;
    return chosen === '5.x' ? undefined : chosen;
}
