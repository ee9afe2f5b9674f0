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
