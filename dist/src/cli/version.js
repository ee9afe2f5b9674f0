/** agentconf's version, for --version and the reports' metadata. */
import { packageInfo } from '../files/package.js';
/**
 * agentconf's version. The bundles carry it, so a run does not look for package.json and read it
 * (about 0.25 ms of every start); unbundled code reads it.
 */
export function packageVersion() {
    return typeof AGENTCONF_BUNDLED_VERSION === 'string' ? AGENTCONF_BUNDLED_VERSION : packageInfo().version;
}
