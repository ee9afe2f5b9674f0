/** File-system failures in words, the same wherever a file is read or written. */
/** `ENOENT` -> "no such file or folder", and so on: no stack, no errno jargon. */
export function ioMessage(error) {
    switch (error?.code) {
        case 'ENOENT':
            return 'no such file or folder';
        case 'EACCES':
        case 'EPERM':
            return 'permission denied';
        case 'EISDIR':
            return 'is a folder, not a file';
        case 'ENOTDIR':
            return 'a part of the path is not a folder';
        case 'ENOSPC':
            return 'no space left on the device';
        case 'EROFS':
            return 'the file system is read-only';
        case 'ELOOP':
            return 'too many symbolic links (a loop)';
        case 'ENAMETOOLONG':
            return 'the path is too long to open';
        case 'ENXIO':
            return 'no such device';
        default:
            return error instanceof Error ? error.message : String(error);
    }
}
