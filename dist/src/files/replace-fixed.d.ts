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
import { type Stats } from 'node:fs';
/** A file as it was read: its bytes, and what fstat said of it before they were read. */
export interface FileAsRead {
    bytes: Buffer;
    info: Stats;
}
/** For tests: called right before the last look at the file (a save made then is one made while fixing). */
export interface ReplaceHooks {
    beforeLastLook?: () => void | Promise<void>;
}
/** Replaces `path`, read as `read`, by `bytes`; throws `WriteRefusedError` with the reason when it does not. */
export declare function replaceFixed(path: string, bytes: Buffer, read: FileAsRead, hooks?: ReplaceHooks): Promise<void>;
