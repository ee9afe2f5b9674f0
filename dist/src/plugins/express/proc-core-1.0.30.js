const format = { enum: ['json', 'msgpack'] };
const compressor = { enum: ['none', 'gz'] };
const channel = {
    members: {
        enable: { enum: [true] },
        types: { items: { enum: ['stream-flows', 'stream-stats'] }, minItems: 1, unique: true },
        format,
        compressor,
    },
    required: ['types'],
    others: { except: [] },
};
export const procCore1030Express = {
    members: {
        format,
        compressor,
        sinks: { names: /^sink-[a-z0-9-]{1,32}$/, each: { names: /^[A-Za-z0-9_.-]{1,64}$/, each: channel } },
    },
    required: ['sinks'],
    // Members of the schema and of proc-core's reading the grammar leaves out.
    others: { except: ['types', 'flow_filters'] },
};
