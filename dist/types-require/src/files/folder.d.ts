/** True when `path` is a folder (or a link to one); false when it is anything else or nothing. */
export declare function isFolder(path: string): boolean;
