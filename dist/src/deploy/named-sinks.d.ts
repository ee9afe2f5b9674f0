import { type Sends } from '../plugins/kinds/index.js';
import type { KindId } from '../plugins/kinds.js';
/** Where a reference is written: a member of a processor's JSON config. */
export type Where = {
    pointer: string;
    key: boolean;
};
/** A reference as found in a processor's config, before it is judged. */
export interface Named {
    sink: string;
    sinkWhere: Where;
    channels: {
        name: string;
        where: Where;
    }[];
}
/** The members that name a processor's sinks: its kind's (`sinks` for a kind agentconf does not know, or a sink's kind). */
export declare function sendsVia(kind: KindId | undefined): Sends['via'];
/** Whether a processor kind's channels carry what their `types` name (proc-core), so a channel with none sends nothing. */
export declare function sendsByType(kind: KindId | undefined): boolean;
/** The sinks and channels a processor's config names. */
export declare function namedSinks(value: unknown, via: Sends['via'], byType: boolean): Named[];
/**
 * Whether a processor's config routes anything: some sink channel it names would carry records
 * (for a kind whose channels are not told by their types, any sink it names).
 */
export declare function routesAnything(kind: KindId | undefined, value: unknown): boolean;
