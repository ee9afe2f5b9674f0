import type { DeploymentSource } from './source.js';
/** Where the device's persistent folder is, and which local folder stands for it. */
export interface DeviceMapping {
    /** The folder as the user gave it: results name files under it. */
    root: string;
    /** The same folder, absolute: the value `${path_state_persistent}` takes in the check. */
    absolute: string;
    /** The device's `path_state_persistent` (the agent's default, or the main config's). */
    devicePersistent: string;
    /** Joins the folder and a path under it, as the source spells paths. */
    join: DeploymentSource['join'];
}
export declare function deviceMapping(root: string, devicePersistent: string, source: DeploymentSource): DeviceMapping;
/** The local file for a device path, or undefined when the path lies outside the deployment. */
export declare function localPath(devicePath: string, mapping: DeviceMapping): string | undefined;
