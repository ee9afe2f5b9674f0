/**
 * The interpreter of the reading tables: the JSON types nlohmann gives, the values `resolve` puts
 * in the effective config where a plugin ignores or cuts one, and the laws of the re-judging (an
 * error only where the table says the agent stops, hangs or loses posts; nothing under a channel
 * the plugin never reads).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolve, validate } from '../../src/plugins/index.js';
import { checkSource } from '../../src/plugins/check.js';
import { jsonType } from '../../src/plugins/reading/index.js';
import type { SourceText } from '../../src/plugins/source-text.js';

const written = (text: string): SourceText => ({ numberText: () => text });

describe('jsonType', () => {
  it('tells nlohmann number types apart by how the number is written', () => {
    expect(jsonType(2, '/t', written('2'))).toBe('unsigned');
    expect(jsonType(2, '/t', written('2.0'))).toBe('float');
    expect(jsonType(30, '/t', written('3e1'))).toBe('float');
    expect(jsonType(-1, '/t', written('-1'))).toBe('integer');
    expect(jsonType(0, '/t', written('-0'))).toBe('integer');
    expect(jsonType(2 ** 64, '/t', written('18446744073709551615'))).toBe('unsigned');
    expect(jsonType(2 ** 64, '/t', written('18446744073709551616'))).toBe('float');
    expect(jsonType(-0, '/t', undefined)).toBe('integer');
    expect(jsonType(2 ** 64, '/t', undefined)).toBe('float');
    expect(jsonType('2', '/t', undefined)).toBe('string');
  });
});

describe('the effective config holds what the plugin runs with', () => {
  it('sink-http 1.0.13 cuts a timeout to 32 bits, and libcurl limits what it takes', () => {
    const { value, diagnostics } = resolve('sink-http', {
      channels: { flows: { url: 'https://c.example/f', timeout_transfer: 4294967298, timeout_connect: 2147484 } },
    });
    expect(value?.channels.flows).toMatchObject({ timeout_transfer: 2, timeout_connect: 2147484 });
    expect(diagnostics.map((d) => `${d.severity} ${d.pointer}`).sort()).toEqual([
      'warning /channels/flows/timeout_connect',
      'warning /channels/flows/timeout_transfer',
    ]);
    expect(diagnostics.find((d) => d.pointer.endsWith('transfer'))!.message).toContain('uses 2 instead');
    expect(diagnostics.find((d) => d.pointer.endsWith('connect'))!.message).toContain('libcurl refuses a timeout above 2147483');
  });

  it('proc-core 1.0.30 gives a channel format of the wrong type the top-level one', () => {
    const { value } = resolve('proc-core', { format: 'msgpack', sinks: { 'sink-http': { flows: { types: ['stream-flows'], format: 1 } } } });
    expect(value?.sinks?.['sink-http']?.flows?.format).toBe('msgpack');
  });

  it('proc-core 1.0.30 sends JSON for a top-level format of the wrong type and filters nothing for a string flow_filters', () => {
    const { value } = resolve('proc-core', { format: 5, flow_filters: 'ip_protocol == 6;', sinks: { 'sink-http': { flows: { types: ['stream-flows'] } } } });
    expect(value?.format).toBe('json');
    expect(value?.flow_filters).toBeUndefined();
  });

  it('a disabled proc-core channel holds anything: the config resolves', () => {
    const config = { sinks: { 'sink-http': { flows: { types: ['stream-flows'] }, off: { enable: false, types: ['bogus', 1], format: 'xml' } } } };
    const { value, diagnostics } = resolve('proc-core', config);
    expect(value).toBeDefined();
    expect(diagnostics.map((d) => `${d.severity} ${d.code} ${d.pointer}`)).toEqual(['info field/behaviour /sinks/sink-http/off']);
  });
});

describe('re-judging', () => {
  const anything = fc.jsonValue({ maxDepth: 2 });

  it('nothing under a disabled proc-core channel is an error, whatever it holds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 8 }), anything, { maxKeys: 5 }), (held) => {
        const off = { ...held, enable: false };
        const result = validate('proc-core', { sinks: { 'sink-http': { flows: { types: ['stream-flows'] }, off } } });
        expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      }),
    );
  });

  it('a proc-core format, compressor or flow_filters of another JSON type than the plugin reads is a warning, never an error', () => {
    fc.assert(
      fc.property(fc.constantFrom('format', 'compressor', 'flow_filters'), anything, (key, value) => {
        fc.pre(key === 'flow_filters' ? !Array.isArray(value) : typeof value !== 'string');
        const result = validate('proc-core', { [key]: value, sinks: { 'sink-http': { flows: { types: ['stream-flows'] } } } });
        expect(result.valid).toBe(true);
        expect(result.diagnostics.some((d) => d.severity === 'warning' && d.pointer === `/${key}` && d.message.includes('proc-core 1.0.30 ignores'))).toBe(
          true,
        );
      }),
    );
  });

  it('a duplicate key in a JSON config of a kind without a table stays an error', async () => {
    const { result } = await checkSource({ file: 'netify-sink-ubus.json', kind: 'sink-ubus', text: '{"channels": {}, "channels": {}}', format: 'json' });
    expect(result.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['error parse/duplicate-key']);
  });
});
