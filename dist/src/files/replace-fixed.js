/**
 * Writing a fixed file back (`lint --fix`): only the bytes asked change, and nothing else is lost.
 * - the file is replaced atomically (`replaceAtomically`: a new file beside it, then one rename),
 *   with its permission bits, owner and group (root fixing a `nobody:nogroup 0640` file leaves it so);
 * - right before the rename the file is looked at again: when it is no longer the file that was
 *   read (another inode, size or modification time, or other bytes: a save made while the fix ran),
 *   nothing is written and the run says so, rather than replace that edit with the fix of the old text;
 * - a file with more than one hard link is not replaced (the rename would leave the other names
 *   with the old text and part them from this one) nor written in place (a half-written file
 *   would be every name's): it is left as it is, with a message;
 * - a symbolic link is followed: the file it leads to is replaced, the link stays.
 * Between the last look and the rename a save can still land unseen: no lock closes that gap on
 * a file other programs write without locking.
 */
import { promises as fsp } from 'node:fs';
import { ioMessage } from '../core/io-message.js';
import { replaceAtomically, WriteRefusedError } from './write.js';
const refuse = (why) => {
    throw new WriteRefusedError(why);
};
/** Replaces `path`, read as `read`, by `bytes`; throws `WriteRefusedError` with the reason when it does not. */
export async function replaceFixed(path, bytes, read, hooks = {}) {
    const { info } = read;
    if (info.nlink > 1)
        refuse(`it has ${info.nlink} hard links; replacing it would part this name from the others, so it is left as it is (fix it by hand, or copy it to break the link)`);
    if ((info.mode & 0o222) === 0)
        refuse('it is read-only; agentconf does not replace a file it may not write');
    const real = await fsp.realpath(path).catch((error) => refuse(ioMessage(error)));
    const owner = typeof process.getuid === 'function' ? { uid: info.uid, gid: info.gid } : undefined;
    await replaceAtomically(real, bytes, info.mode, refuse, {
        ...(owner ? { owner } : {}),
        beforeRename: async () => {
            await hooks.beforeLastLook?.();
            if (!(await unchanged(real, read)))
                refuse('it changed while it was being fixed; left as it is now (run --fix again)');
        },
    });
}
/** The file at `path` is still the one read: same inode, size, time and bytes. */
async function unchanged(path, read) {
    const now = await fsp.lstat(path).catch(() => undefined);
    const was = read.info;
    if (now === undefined || !now.isFile() || now.dev !== was.dev || now.ino !== was.ino || now.size !== was.size || now.mtimeMs !== was.mtimeMs)
        return false;
    if (now.nlink !== was.nlink)
        return false;
    const bytes = await fsp.readFile(path).catch(() => undefined);
    return bytes !== undefined && bytes.equals(read.bytes);
}
