import { type Frame, type Framer } from './frames.js';
import { type RecordLimits } from './limits.js';
export declare class MsgpackFramer implements Framer {
    private readonly limits;
    /** The bytes of the unfinished value, from earlier chunks. */
    private parts;
    private partsSize;
    /** Stream offset of the first byte not yet decoded (the unfinished value's start). */
    private base;
    private dead;
    private readonly scanner;
    private readonly decoder;
    constructor(limits: RecordLimits);
    push(chunk: Buffer): Frame[];
    end(): Frame[];
    /** Decodes the kept parts and `chunk` up to `complete`: the values that end there. */
    private decodeRegion;
    private tooDeep;
    /** Decodes complete values, one frame each; false (with a fatal problem) when one cannot be decoded. */
    private decode;
    private fail;
}
