/**
 * Device paths onto the deployment folder. Loader files and configs name absolute paths on the
 * device (`/etc/netifyd/netify-proc-core.json`); the folder being checked stands for the device's
 * `path_state_persistent`, so a path under that value (or under the folder itself) is read from
 * the folder, and any other path cannot be checked.
 */
import { join, posix } from 'node:path';

function base(path: string): string {
  const normal = posix.normalize(path);
  return normal.length > 1 && normal.endsWith('/') ? normal.slice(0, -1) : normal;
}

function under(path: string, folder: string): string | undefined {
  if (path === folder) return '';
  // The current folder holds every relative path that does not climb out of it.
  if (folder === '.') return path.startsWith('/') || path === '..' || path.startsWith('../') ? undefined : path;
  const prefix = folder.endsWith('/') ? folder : folder + '/';
  return path.startsWith(prefix) ? path.slice(prefix.length) : undefined;
}

/**
 * The local file for a device path, or undefined when the path lies outside the deployment.
 * @param devicePersistent the device's `path_state_persistent`
 * @param root the deployment folder as given
 */
export function localPath(devicePath: string, devicePersistent: string, root: string): string | undefined {
  const path = base(devicePath);
  for (const folder of [base(devicePersistent), base(root)]) {
    const rest = under(path, folder);
    if (rest !== undefined) return join(root, rest);
  }
  return undefined;
}
