/**
 * Findings a stream repeats in record after record (divergences, recurring unknown members) are
 * made once and shared, frozen. `validateRecord` hands each caller findings of its own: changing
 * one changes no other result, and throws nothing.
 */
import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../src/records/validate.js';
import { sampleRecord } from '../../scripts/record-samples.mjs';

describe('validateRecord findings', () => {
  it("are the caller's own to change, divergences included", () => {
    const record = sampleRecord('flow', 3) as Record<string, any>;
    record.flow.digest = '0123456789abcdef';
    delete record.flow.dns_host_name;
    const first = validateRecord(record);
    expect(first.diagnostics.filter((d) => d.code === 'spec/divergence').length).toBeGreaterThanOrEqual(2);
    for (const d of first.diagnostics) {
      expect(Object.isFrozen(d)).toBe(false);
      d.message = 'changed';
      d.line = 7;
    }
    const second = validateRecord(record);
    expect(second.diagnostics.some((d) => d.message === 'changed' || d.line !== undefined)).toBe(false);
  });
});
