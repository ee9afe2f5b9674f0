/**
 * The fast pass (closed schemas, first error only) must agree with the full check: it passes
 * exactly when the all-errors validator finds nothing and no member is unknown. Otherwise a
 * record could skip a warning or an error it deserves.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordShapes } from '../../generated/records/shapes.js';
import { unknownKeys } from '../../src/core/unknown-keys.js';
import { isRecordType, schemaOfType } from '../../src/records/catalog.js';
import { explainerOf, fastCheckOf } from '../../src/records/validators.js';
import { sampleRecord, sampleTypes } from '../../scripts/record-samples.mjs';

const numRuns = Number(process.env.AGENTCONF_FC_RUNS ?? 300);

/** Every object inside a value, with the value itself. */
function objectsOf(value: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) value.forEach((v) => objectsOf(v, out));
  else if (value !== null && typeof value === 'object') {
    out.push(value as Record<string, unknown>);
    Object.values(value).forEach((v) => objectsOf(v, out));
  }
  return out;
}

const edits = fc.array(
  fc.tuple(
    fc.nat(),
    fc.oneof(
      fc.constantFrom('extra', 'total_local_bytes', 'network', 'type', 'digest', 'tcp', 'eth9', 'valueOf', 'constructor', 'toString'),
      fc.string({ maxLength: 6 }),
    ),
    fc.oneof(fc.integer({ min: -2, max: 70000 }), fc.constantFrom('x', 1.5, true, null, [], {})),
  ),
  { maxLength: 3 },
);

describe('fast pass', () => {
  it('agrees with the all-errors validator plus the unknown-member check', () => {
    fc.assert(
      fc.property(fc.constantFrom(...sampleTypes), fc.nat(500), edits, (type, i, changes) => {
        const record = sampleRecord(type, i);
        for (const [at, key, value] of changes) {
          const objects = objectsOf(record);
          const target = objects[at % objects.length]!;
          if (key !== '__proto__') target[key] = structuredClone(value);
        }
        if (!isRecordType(record.type)) return;
        const id = schemaOfType(record.type);
        const full = explainerOf(id)(record) && unknownKeys(record, recordShapes[id]!).length === 0;
        expect(fastCheckOf(id)(record)).toBe(full);
      }),
      { numRuns },
    );
  });

  // Ajv kept the members an `unevaluatedProperties` schema evaluated in a plain object and asked it
  // `props[key]`: a member named after the prototype's (`valueOf`) counted as evaluated, so a flow
  // record holding one passed with no warning (found by the recurring-members property).
  it('finds a member named after an object prototype member unknown, in every object of every record type', () => {
    const names = Object.getOwnPropertyNames(Object.prototype).filter((name) => name !== '__proto__');
    for (const type of sampleTypes) {
      const count = objectsOf(sampleRecord(type, 1)).length;
      for (let at = 0; at < count; at++) {
        for (const name of names) {
          const record = sampleRecord(type, 1);
          objectsOf(record)[at]![name] = 0;
          const id = schemaOfType(record.type as never);
          const full = explainerOf(id)(record) && unknownKeys(record, recordShapes[id]!).length === 0;
          expect({ type, at, name, fast: fastCheckOf(id)(record) }).toEqual({ type, at, name, fast: full });
        }
      }
    }
  });
});
