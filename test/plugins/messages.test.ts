/** Messages that must help, not mislead: "did you mean", URLs, repeated findings, cascades. */
import { describe, expect, it } from 'vitest';
import { closest } from '../../src/core/suggest.js';
import { resolve, validate } from '../../src/plugins/index.js';

const aggregator = { aggregator: 1, log_interval: 60, privacy_mode: false, format: 'json', compressor: 'none', batched_rows: 0, sinks: {} };

describe('did you mean', () => {
  it('proposes no far key: a short word is no typo of a long key', () => {
    expect(closest('max', ['max_confidence', 'max_devices'])).toBeUndefined();
    expect(closest('gz', ['gzip'])).toBe('gzip');
    const [d] = validate('proc-dev-discovery', { max: 5 }).diagnostics;
    expect(d).toMatchObject({ code: 'key/unknown', pointer: '/max' });
    expect(d!.suggestion).toBeUndefined();
  });

  it("proposes the spec's spelling over a divergent one, and never a key already set (or another spelling of it)", () => {
    const withoutNested = validate('proc-aggregator', { ...aggregator, nested_mod: false, nest: true }).diagnostics.filter((d) => d.code === 'key/unknown');
    expect(withoutNested.map((d) => d.suggestion)).toEqual(['nested_mode', 'nested']);
    const withNested = validate('proc-aggregator', { ...aggregator, nested: false, nest: true }).diagnostics.filter((d) => d.code === 'key/unknown');
    expect(withNested.map((d) => d.suggestion)).toEqual([undefined]);
    const withMode = validate('proc-aggregator', { ...aggregator, nested_mode: false, nestd: true }).diagnostics.filter((d) => d.code === 'key/unknown');
    expect(withMode.map((d) => d.suggestion)).toEqual([undefined]);
  });
});

describe('one finding per mistake', () => {
  it('reports an unknown variable used twice in one string once', () => {
    const found = resolve('proc-lua', { script: '${x}/${x}.lua' }).diagnostics.filter((d) => d.code === 'var/unknown');
    expect(found).toHaveLength(1);
  });

  it('reports a missing top-level sink_targets once, not once per indicator reference', () => {
    const config = {
      indicator_defaults: {},
      indicators: {
        a: { enabled: true, indicator_driver: 'x', sink_targets: ['log'] },
        b: { enabled: true, indicator_driver: 'y', sink_targets: ['log', 'other'] },
      },
    };
    const errors = validate('proc-intel', config).diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => d.code)).toEqual(['schema/required']);
  });
});

describe('URLs', () => {
  it('an IPv6 address with a port: a divergence warning, no error', () => {
    const { valid, diagnostics } = validate('sink-http', { channels: { a: { url: 'http://[::1]:8080/' } } });
    expect(valid).toBe(true);
    expect(diagnostics.map((d) => d.code)).toEqual(['spec/divergence']);
  });

  it('a port above 65535: an error, and no "ports work" warning beside it', () => {
    const { valid, diagnostics } = validate('sink-http', { channels: { a: { url: 'http://127.0.0.1:99999/' } } });
    expect(valid).toBe(false);
    expect(diagnostics.map((d) => d.code)).toEqual(['schema/pattern']);
  });
});
