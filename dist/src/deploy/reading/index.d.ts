/** The loader tables by release. */
import type { AgentRelease } from '../model.js';
import type { LoaderReading } from './loader.js';
export type { IniDialect, LoaderReading, ReadingRow } from './loader.js';
/** Every release agentconf has a loader table for, oldest first. */
export declare const loaderReadings: readonly LoaderReading[];
/** The tables a check holds a deployment to: the release's, or every 5.x release's (undefined). */
export declare function loaderReadingsFor(agent: AgentRelease | undefined): readonly LoaderReading[];
/** The INI reader every release's loader uses (the same inih reader in 5.0.7 and 5.2.8). */
export declare const loaderIni: import("./loader.js").IniDialect;
