/** The framer for a framing name. */
import type { Framer, Framing } from './frames.js';
import type { RecordLimits } from './limits.js';
export declare function createFramer(framing: Framing, limits: RecordLimits): Framer;
