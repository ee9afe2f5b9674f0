/**
 * The deployment check remembers what it said, within bounds: a client posting to endless
 * distinct 4 KB paths makes at most 10,000 remembered mismatches (kept by the shown path), not one
 * whole path per post. Bounded by counting the warnings.
 */
import { describe, expect, it } from 'vitest';
import { DeploymentCheck } from '../../src/receive/cross-check.js';

describe('DeploymentCheck memory', () => {
  it('says at most 10,000 distinct mismatches per run', () => {
    const check = new DeploymentCheck([]);
    let said = 0;
    for (let i = 0; i < 12_000; i++) said += check.judge({ path: `/${i}/${'p'.repeat(4096)}`, headers: {}, gzip: false }).length;
    expect(said).toBe(10_000);
    // A path seen before is not said again.
    expect(check.judge({ path: `/0/${'p'.repeat(4096)}`, headers: {}, gzip: false })).toEqual([]);
  });
});
