/** Telling the kind of a config: by name, by content, and never by a silent guess. */
import { describe, expect, it } from 'vitest';
import { detectKind, kindFromName } from '../../src/detect.js';
import { closest } from '../../src/suggest.js';

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
});

describe('closest', () => {
  it('suggests within a typo budget, and a prefix counts as one edit', () => {
    expect(closest('log_intervall', ['log_interval', 'format'])).toBe('log_interval');
    expect(closest('gzip', ['none', 'gz'])).toBe('gz');
    expect(closest('JSON', ['json', 'msgpack'])).toBe('json');
    expect(closest('colour', ['format', 'compressor'])).toBeUndefined();
  });
});
