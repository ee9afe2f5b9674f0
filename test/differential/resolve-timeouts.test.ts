/**
 * What `resolve` prints for HTTP sink timeouts is what sink-http 1.0.13 did with them (runs in
 * ../shared/reference/FIELD-FACTS.md, server answering after 4 s: a channel `2` timed out after
 * 2000 ms; `2.0`, `-1`, `"2"` never timed out, so the built-in 300 applied).
 */
import { describe, expect, it } from 'vitest';
import { checkSource } from '../../src/plugins/check.js';

async function effectiveChannel(text: string, format: 'json' | 'yaml' = 'json'): Promise<Record<string, unknown>> {
  const { effective } = await checkSource({ file: 'netify-sink-http.json', text, format, kind: 'sink-http' });
  return (effective as { channels: Record<string, Record<string, unknown>> }).channels.flows!;
}
const config = (timeout: string) => `{"channels": {"flows": {"url": "http://127.0.0.1/flows", "timeout_transfer": ${timeout}}}}`;

describe('resolve shows the timeout sink-http 1.0.13 runs with', () => {
  it('a channel 2: 2 (the run timed out after 2000 ms)', async () => {
    expect((await effectiveChannel(config('2'))).timeout_transfer).toBe(2);
  });

  it.each(['2.0', '-1', '"2"', '2e0'])('a channel %s: the built-in 300 (the run never timed out)', async (written) => {
    expect((await effectiveChannel(config(written))).timeout_transfer).toBe(300);
  });

  it('a YAML 2.0 stays 2: converted to JSON it is written 2, which the plugin reads', async () => {
    const yaml = 'channels:\n  flows:\n    url: http://127.0.0.1/flows\n    timeout_transfer: 2.0\n';
    expect((await effectiveChannel(yaml, 'yaml')).timeout_transfer).toBe(2);
  });
});

/** What the run `resolve-posts` (./resolve-posts.slow.test.ts) showed sink-http 1.0.13 doing, without the agent. */
describe('resolve shows the channels, TLS settings and headers sink-http 1.0.13 runs with', () => {
  const channels = async (config: unknown) =>
    (
      (await checkSource({ file: 'netify-sink-http.json', text: JSON.stringify(config), format: 'json', kind: 'sink-http' })).effective as {
        channels: Record<string, Record<string, unknown>>;
      }
    ).channels;
  const url = 'http://127.0.0.1/x';

  it('a channel after a disabled one (byte order of names) is off; "enable": "no" stays on', async () => {
    const c = await channels({ channels: { 'a-on': { url }, 'b-no': { url, enable: 'no' }, 'c-off': { url, enable: false }, 'd-after': { url } } });
    expect([c['a-on']!.enable, c['b-no']!.enable, c['c-off']!.enable, c['d-after']!.enable]).toEqual([true, true, false, false]);
  });

  it('an empty header is "-"; headers that are not an object are none', async () => {
    const c = await channels({ channels: { a: { url, headers: { 'X-Empty': '', 'X-A': 'a' } }, b: { url, headers: ['X-A: b'] } } });
    expect(c.a!.headers).toEqual({ 'X-Empty': '-', 'X-A': 'a' });
    expect(c.b!).not.toHaveProperty('headers');
  });

  it('a TLS setting that is not a boolean is the built-in value', async () => {
    const c = await channels({ tls_verify: 'no', channels: { a: { url, tls_verify: 'false', tls_version1: 1 } } });
    expect([c.a!.tls_verify, c.a!.tls_version1]).toEqual([true, false]);
  });
});
