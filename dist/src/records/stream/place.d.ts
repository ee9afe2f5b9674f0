/** A record's place in its stream, as stream-rule findings name it. */
export interface Place {
    index: number;
    offset: number;
    type: string;
}
/** `record 12 (flow_purge, byte 4096)`. */
export declare const where: (p: Place) => string;
