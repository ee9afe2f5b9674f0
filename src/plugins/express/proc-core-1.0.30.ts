/**
 * The proc-core configs a lint passes without a finding, judged as proc-core 1.0.30 reads them
 * (`../reading/proc-core-1.0.30.ts`, `../kinds/proc-core.ts`): the express lane's grammar
 * (`model.ts`). Narrow on purpose: no top-level `types` (put in front of every channel's) and no
 * `flow_filters` (their grammar is the pipeline's), every channel enabled and listing the
 * published stream types (a legacy type is a note, an empty or absent list a warning), formats
 * and compressors proc-core knows, sink tags and channel names of plain characters.
 */
import type { Grammar } from './model.js';

const format: Grammar = { enum: ['json', 'msgpack'] };
const compressor: Grammar = { enum: ['none', 'gz'] };

const channel: Grammar = {
  members: {
    enable: { enum: [true] },
    types: { items: { enum: ['stream-flows', 'stream-stats'] }, minItems: 1, unique: true },
    format,
    compressor,
  },
  required: ['types'],
  others: { except: [] },
};

export const procCore1030Express: Grammar = {
  members: {
    format,
    compressor,
    sinks: { names: /^sink-[a-z0-9-]{1,32}$/, each: { names: /^[A-Za-z0-9_.-]{1,64}$/, each: channel } },
  },
  required: ['sinks'],
  // Members of the schema and of proc-core's reading the grammar leaves out.
  others: { except: ['types', 'flow_filters'] },
};
