/**
 * Where a deployment's files come from: the I/O boundary of the deployment check. The check
 * itself (`check.ts`) only lists, reads and names files through a source, so the same steps run
 * on a folder (`node-source.ts`, the command) and on texts held in memory (`memory-source.ts`,
 * the browser-safe `checkDeployment`).
 */
/** What reading one file gave: its text, or why there is none (one line, without the name). */
export type SourceRead = {
    text: string;
} | {
    error: string;
};
/** One entry of a folder listing. */
export interface SourceEntry {
    name: string;
    isDirectory: boolean;
}
/** The files of a deployment and how their paths are spelt. */
export interface DeploymentSource {
    /** Joins a folder and a name below it. */
    join(folder: string, name: string): string;
    /** `file` relative to `folder` (`''` when they are the same). */
    relative(folder: string, file: string): string;
    /** The folder's absolute path: the value `${path_state_persistent}` takes in the check. */
    absolute(folder: string): string;
    /** The folder a file is in, and its name. */
    split(file: string): {
        folder: string;
        name: string;
    };
    /** The real path (links resolved); rejects when there is none. */
    realpath(path: string): Promise<string>;
    /** True when a real path is `folder` or lies under it. */
    isWithin(path: string, folder: string): boolean;
    /** The entries of a folder; rejects with an error `ioMessage` words. */
    list(folder: string): Promise<SourceEntry[]>;
    /** A file's text, read only when its real path lies in `within` (a real path). */
    read(file: string, within: string): Promise<SourceRead>;
}
