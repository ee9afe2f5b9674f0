/** Telling the kind of a config: by name, by content, and never by a silent guess. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectKind, isNotAgentConfig } from '../../src/plugins/detect.js';
import { kindFromName } from '../../src/plugins/kind-name.js';
import { kinds } from '../../src/plugins/kinds.js';
import { closest } from '../../src/core/suggest.js';

describe('detectKind', () => {
  it('takes a kind id in the file name first, whatever the content', () => {
    expect(detectKind('netify-proc-aggregator.json', {})).toEqual({ kind: 'proc-aggregator' });
    expect(detectKind('/etc/x/sink-http--site.yaml', { script: 'x' })).toEqual({ kind: 'sink-http' });
  });

  it('otherwise takes the one kind whose members the content has', () => {
    expect(detectKind('a.json', { channels: { c: { url: 'https://x' } } })).toEqual({ kind: 'sink-http' });
    expect(detectKind('a.json', { script: '/x.py', debug: true })).toEqual({ kind: 'proc-python' });
    // A name that mentions a plugin but no kind id does not switch content detection off.
    expect(detectKind('prod-sink-config.json', { channels: { c: { url: 'ftp://x' } } })).toEqual({ kind: 'sink-http' });
  });

  it('does not guess between kinds the content fits equally', () => {
    expect(detectKind('myscript.json', { script: '/x.py' })).toEqual({ undetected: true, candidates: ['proc-python', 'proc-lua'] });
  });

  it('names a plugin without schema only when the name is not a misspelt kind id', () => {
    expect(detectKind('netify-sink-log.json', { channels: { a: { log_path: '/x' } } })).toEqual({ unsupported: 'sink-log' });
    expect(detectKind('netify-proc-agregator.json', { sinks: {} })).toEqual({ undetected: true, candidates: [], suggestion: 'proc-aggregator' });
  });

  it('reads kind ids only as whole words of a name', () => {
    expect(kindFromName('netify-proc-aggregator2.json')).toEqual({ unsupported: 'proc-aggregator2' });
    expect(kindFromName('proc-core.yml')).toBe('proc-core');
    expect(kindFromName('settings.json')).toBeUndefined();
  });

  it('takes the longest kind id of a name that holds two, wherever each stands', () => {
    expect(kindFromName('sink-http-proc-dev-discovery.json')).toBe('proc-dev-discovery');
    expect(kindFromName('x/proc-core2-proc-lua.json')).toBe('proc-lua');
    expect(kindFromName('PROC-CORE.JSON')).toBe('proc-core');
    expect(kindFromName('proc-proc-core.json')).toBe('proc-core');
    expect(kindFromName('a\\netify-sink-ubus')).toBe('sink-ubus');
  });

  it('agrees with the definition (an id between non-alphanumerics, longest first) on any name', () => {
    // The definition, spelt as regular expressions: what kindFromName computes without them.
    const ids = kinds.map((k) => k.id).sort((a, b) => b.length - a.length);
    const byDefinition = (name: string) => {
      const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1).toLowerCase();
      return ids.find((id) => new RegExp(`(?:^|[^a-z0-9])${id}(?:[^a-z0-9]|$)`).test(base));
    };
    const part = fc.oneof(
      fc.constantFrom(...ids, ...ids.map((id) => id.toUpperCase()), 'proc-', 'sink-', 'proc', '-', '.', '/', '\\', 'netify', '2', 'x', 'İ', '.json'),
      fc.string({ maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }), (parts) => {
        const name = parts.join('');
        const found = kindFromName(name);
        expect(typeof found === 'string' ? found : undefined).toBe(byDefinition(name));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('closest', () => {
  it('suggests within a typo budget, and a prefix counts as one edit', () => {
    expect(closest('log_intervall', ['log_interval', 'format'])).toBe('log_interval');
    expect(closest('gzip', ['none', 'gz'])).toBe('gz');
    expect(closest('JSON', ['json', 'msgpack'])).toBe('json');
    expect(closest('colour', ['format', 'compressor'])).toBeUndefined();
  });
});

describe('isNotAgentConfig', () => {
  it.each([
    ['package.json', { name: 'x', debug: true, format: 'module' }],
    ['tsconfig.build.json', undefined],
    ['sub/docker-compose.override.yml', { services: {} }],
    ['lint.sarif.json', { version: '2.1.0', runs: [] }],
    ['.eslintrc.json', { root: true }],
    ['notes.json', { title: 'x' }],
    ['list.json', [1, 2]],
  ])('%s is no agent config', (name, value) => expect(isNotAgentConfig(name, value)).toBe(true));

  it.each([
    ['netify-sink-http.json', {}],
    ['netify-sink-log.json', { x: 1 }],
    ['odd.json', { format: 'json' }],
    ['uploader.json', { tls_verify: true }],
    ['broken.json', undefined],
  ])('%s may be one', (name, value) => expect(isNotAgentConfig(name, value)).toBe(false));
});
