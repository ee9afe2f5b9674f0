/** `record 12 (flow_purge, byte 4096)`. */
export const where = (p) => `record ${p.index} (${p.type}, byte ${p.offset})`;
