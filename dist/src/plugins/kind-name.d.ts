/**
 * The kind a config file's name names (the kind ids and the agent's own file names such as
 * `netify-proc-aggregator.json`), apart from detection by content (`detect.ts`), which needs
 * every kind's rules: the quick way of a one-config lint (`src/cli/quick.ts`) tells a kind by
 * name alone.
 */
import { type KindId } from '../../generated/plugins/catalog.js';
/** The kind a file name names, or the name of a plugin the interface has no schema for. */
export declare function kindFromName(fileName: string): KindId | {
    unsupported: string;
} | undefined;
