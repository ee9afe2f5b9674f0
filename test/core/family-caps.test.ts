/**
 * The records and API families cap their findings through the shared cap (src/core/cap.ts), as
 * `validate` does (issue 21): a value with thousands of bad members gives the first 1,000 findings,
 * built, and one `... and N more` note per severity and code; they built every one.
 */
import { describe, expect, it } from 'vitest';
import { findingsIn, isLeftOffNote } from '../../src/core/cap.js';
import type { Diagnostic } from '../../src/core/diagnostic.js';
import type { ValidationResult } from '../../src/core/result.js';
import { validateRequest, validateResponse, validateObject } from '../../src/api/index.js';
import { validateRecord } from '../../src/records/index.js';
import { resolve } from '../../src/plugins/index.js';
import { judgePayload } from '../../src/records/stream/index.js';

const N = 5_000;
const badMembers = Object.fromEntries(Array.from({ length: N }, (_, i) => [`bad${i}`, 1]));
const badNames = { type: 'endpoints', ...Object.fromEntries(Array.from({ length: N }, (_, i) => [`bad${i}`, ['x']])) };
const license = { issued_to: 'x', entitlements: [], ...badMembers };
const headers = { 'X-Api-Key': 'k', 'Content-Type': 'application/json' };
const catalog = (body: unknown) => ({ method: 'GET', url: '/protocols/catalog?version=5.2', status: 200, headers: {}, body });
const badEntries = { status_code: 0, status_message: 'ok', data: Array.from({ length: N }, () => ({ id: 'x' })) };

/** Every finding, each note counted as those it stands for. */
const total = (ds: readonly Diagnostic[]) => ds.reduce((n, d) => n + findingsIn(d), 0);

const checks: [string, (options?: { maxFindings?: number }) => ValidationResult][] = [
  ['validateRecord', (o) => validateRecord(badNames, o)],
  ['validateObject', (o) => validateObject('LicenseCreateRequest', license, o)],
  ['validateRequest', (o) => validateRequest({ method: 'POST', url: '/licenses', headers, body: license }, o)],
  ['validateResponse', (o) => validateResponse(catalog(badEntries), o)],
];

describe.each(checks)('%s', (_, check) => {
  it('builds at most 1,000 findings by default, then one note per code, counting the rest', () => {
    const all = check({ maxFindings: Infinity });
    const capped = check();
    expect(all.diagnostics.length).toBeGreaterThanOrEqual(N);
    const listed = capped.diagnostics.filter((d) => !isLeftOffNote(d));
    expect(listed).toHaveLength(1000);
    expect(listed).toEqual(all.diagnostics.slice(0, 1000));
    expect(capped.valid).toBe(false);
    expect(capped.truncated).toBe(all.diagnostics.length - 1000);
    expect(total(capped.diagnostics)).toBe(all.diagnostics.length);
    expect(capped.diagnostics.at(-1)!.message).toMatch(
      /^\.\.\. and [0-9,]+ more schema\/[a-z]+ findings in this file, not listed \(agentconf lists the first 1,000 of a file\)$/,
    );
  });

  it('takes maxFindings, and refuses one that is no cap', () => {
    expect(check({ maxFindings: 5 }).diagnostics.filter((d) => !isLeftOffNote(d))).toHaveLength(5);
    expect(check({ maxFindings: -1 }).diagnostics.map((d) => d.code)).toEqual(['call/argument']);
  });
});

describe('judgePayload', () => {
  it('caps the findings of each record it judges', () => {
    const verdict = judgePayload(new TextEncoder().encode(JSON.stringify(badNames) + '\n'));
    const records = verdict.events.filter((e) => e.kind === 'record');
    expect(records).toHaveLength(1);
    const { diagnostics } = (records[0] as { record: { diagnostics: Diagnostic[] } }).record;
    // The judge copies each finding to add its place, so the notes are told by their words here.
    const notes = diagnostics.filter((d) => d.message.startsWith('... and '));
    expect(diagnostics.length - notes.length).toBe(1000);
    expect(notes.map((d) => d.message)).toEqual([
      `... and ${(validateRecord(badNames, { maxFindings: Infinity }).diagnostics.length - 1000).toLocaleString('en-US')} more schema/pattern findings in this file, not listed (agentconf lists the first 1,000 of a file)`,
    ]);
  });
});

describe('resolve', () => {
  // The attack run's call: a config of 200,000 members gave 200,000 findings.
  const config = { channels: {}, ...badMembers };

  it('lists at most 1,000 findings by default, then one note per code, counting the rest', () => {
    const all = resolve('sink-http', config, { maxFindings: Infinity });
    const capped = resolve('sink-http', config);
    expect(all.diagnostics.length).toBeGreaterThanOrEqual(N);
    const listed = capped.diagnostics.filter((d) => !isLeftOffNote(d));
    expect(listed).toEqual(all.diagnostics.slice(0, 1000));
    expect(capped.truncated).toBe(all.diagnostics.length - 1000);
    expect(total(capped.diagnostics)).toBe(all.diagnostics.length);
  });

  it('takes maxFindings, and reports one that is no cap', () => {
    expect(resolve('sink-http', config, { maxFindings: 5 }).diagnostics.filter((d) => !isLeftOffNote(d))).toHaveLength(5);
    const refused = resolve('sink-http', { channels: {} }, { maxFindings: 0 });
    expect(refused.diagnostics.map((d) => d.code)).toEqual(['call/argument']);
    expect(refused.value).toBeDefined();
  });
});
