/**
 * Device paths onto the deployment folder. Loader files and configs name absolute paths on the
 * device (`/etc/netifyd/netify-proc-core.json`); the folder being checked stands for the device's
 * `path_state_persistent`. A path under that device folder, or under the local folder itself
 * (what `${path_state_persistent}` expands to here), is read from the folder; any other path,
 * relative ones included (the agent would resolve them against its working folder), cannot be
 * checked.
 */
import { normalizePosix } from './memory-source.js';
export function deviceMapping(root, devicePersistent, source) {
    return { root, absolute: source.absolute(root), devicePersistent, join: source.join };
}
function base(path) {
    const normal = normalizePosix(path);
    return normal.length > 1 && normal.endsWith('/') ? normal.slice(0, -1) : normal;
}
function under(path, folder) {
    if (path === folder)
        return '';
    const prefix = folder.endsWith('/') ? folder : folder + '/';
    return path.startsWith(prefix) ? path.slice(prefix.length) : undefined;
}
/** The local file for a device path, or undefined when the path lies outside the deployment. */
export function localPath(devicePath, mapping) {
    if (!devicePath.startsWith('/'))
        return undefined;
    const path = base(devicePath);
    for (const folder of [base(mapping.absolute), base(mapping.devicePersistent)]) {
        const rest = under(path, folder);
        if (rest !== undefined)
            return mapping.join(mapping.root, rest);
    }
    return undefined;
}
