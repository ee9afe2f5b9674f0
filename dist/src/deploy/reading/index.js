import { loader507 } from './loader-5.0.7.js';
import { loader528 } from './loader-5.2.8.js';
/** Every release agentconf has a loader table for, oldest first. */
export const loaderReadings = [loader507, loader528];
/** The tables a check holds a deployment to: the release's, or every 5.x release's (undefined). */
export function loaderReadingsFor(agent) {
    return agent === undefined ? loaderReadings : loaderReadings.filter((r) => r.release === agent);
}
/** The INI reader every release's loader uses (the same inih reader in 5.0.7 and 5.2.8). */
export const loaderIni = loader507.ini;
