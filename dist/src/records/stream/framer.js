import { JsonSequenceFramer, NdjsonFramer } from './json-frames.js';
import { MsgpackFramer } from './msgpack-frames.js';
export function createFramer(framing, limits) {
    switch (framing) {
        case 'ndjson':
            return new NdjsonFramer(limits);
        case 'json-seq':
            return new JsonSequenceFramer(limits, false);
        case 'json-array':
            return new JsonSequenceFramer(limits, true);
        case 'msgpack':
            return new MsgpackFramer(limits);
    }
}
