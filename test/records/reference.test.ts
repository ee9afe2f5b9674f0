/**
 * Field records (../shared/reference/telemetry) judged as its README says: real and vendor
 * example records accepted, the agent 5.0 record rejected with an older-agent explanation, the
 * aggregator batch recognised.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../src/records/index.js';
import { hasReference, referenceDir } from '../support/paths.js';

const dir = join(referenceDir, 'telemetry');
const read = (file: string): unknown => JSON.parse(readFileSync(join(dir, file), 'utf8'));
/** The records of a file: one record, or a JSON array of them. */
const recordsOf = (file: string): unknown[] => {
  const value = read(file);
  return Array.isArray(value) ? value : [value];
};

describe.skipIf(!hasReference)('reference telemetry', () => {
  const files = hasReference
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

  it.each(files.filter((f) => /--(real|vendor-docs-example)/.test(f)))('%s is accepted', (file) => {
    for (const record of recordsOf(file)) {
      const result = validateRecord(record);
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(result.valid).toBe(true);
      expect(result.type).toBe(file.replace(/--.*$/, ''));
    }
  });

  it('notes the float rate of the real flow_stats record, and nothing else', () => {
    const { diagnostics } = validateRecord(read('flow_stats--real.json'));
    expect(diagnostics.map((d) => [d.severity, d.code, d.pointer])).toEqual([['info', 'spec/divergence', '/flow/local_rate']]);
  });

  it('rejects the agent 5.0 record against the published shape, saying it looks older', () => {
    const [record] = recordsOf('flow_dpi_update--older-agent-array.json');
    const result = validateRecord(record);
    expect(result.valid).toBe(false);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.length).toBeGreaterThan(0);
    for (const d of errors) expect(d.message).toMatch(/looks like an agent 5\.0 record: "category\.network"/);
    expect(errors.map((d) => d.message.replace(/ \(this looks.*$/, ''))).toContain('"category" is missing the required member "overlay"');
  });

  it('recognises the aggregator batch with a note, not an error', () => {
    const result = validateRecord(read('aggregator-batch--ns-monitoring-type3.json'));
    expect(result).toMatchObject({ valid: true, type: 'aggregator_batch' });
    expect(result.diagnostics.map((d) => [d.severity, d.code])).toEqual([['info', 'record/aggregator-batch']]);
  });

  it('rejects the unsettled vendor flow example for the members no agent leaves out', () => {
    const result = validateRecord(read('unsettled/flow_dpi_complete--vendor-docs-example.json'));
    const errors = result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message);
    expect(errors).toEqual(['"flow" is missing the required member "app_proto_twins"', '"flow" is missing the required member "detection_packets"']);
    expect(result.diagnostics.some((d) => d.code === 'spec/divergence' && /without counters/.test(d.message))).toBe(true);
  });
});
