/** The agent's update interval as its main config (`netifyd.conf`, `[netifyd] update_interval`) sets it. */
import { parseIni } from '../deploy/ini.js';
/**
 * The `update_interval` of the `[netifyd]` section, in seconds, or undefined when the text does
 * not set a whole positive number (the last one given wins, as the agent's INI reader joins repeats
 * and takes a number from them; agentconf does not guess).
 */
export function updateIntervalOf(text) {
    const entries = parseIni(text)
        .sections.filter((s) => s.name.toLowerCase() === 'netifyd')
        .flatMap((s) => s.entries)
        .filter((e) => e.key.toLowerCase() === 'update_interval');
    const value = entries.at(-1)?.value.trim();
    return value !== undefined && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : undefined;
}
