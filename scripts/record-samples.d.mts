/** Every record type a sample can be made of. */
export const sampleTypes: readonly string[];
/** One valid record of `type`; `i` varies the values. */
export function sampleRecord(type: string, i?: number, seed?: number): Record<string, unknown>;
/** `count` records, mostly flow records. */
export function sampleStream(count: number, seed?: number): Generator<Record<string, unknown>>;
/** A small deterministic generator (mulberry32): numbers in [0, 1), the same for the same seed. */
export function random(seed: number): () => number;
