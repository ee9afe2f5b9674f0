/** A deployment's HTTP endpoints, read from the model `lintDeployment` builds. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintDeployment } from '../../src/deploy/index.js';
import type { DeploymentModel } from '../../src/deploy/model.js';
import { httpEndpoints } from '../../src/receive/endpoints.js';
import { cloneJson } from '../../src/core/value.js';
import { repo } from '../support/cli.js';

const root = join(repo, 'fixtures', 'receive', 'deployment', 'root');
const sinkConfig = join(root, 'netify-sink-http.json');

async function model(variables: Record<string, string> = {}): Promise<DeploymentModel> {
  return (await lintDeployment(root, { variables })).model;
}

/** The model with the sink config's value changed (the files stay as they are). */
function withSinkConfig(m: DeploymentModel, change: (value: { channels: Record<string, Record<string, unknown>> }) => void): DeploymentModel {
  const configs = new Map(m.configs);
  const config = configs.get(sinkConfig)!;
  const value = cloneJson(config.value) as { channels: Record<string, Record<string, unknown>> };
  change(value);
  configs.set(sinkConfig, { ...config, value });
  return { ...m, configs };
}

describe('httpEndpoints', () => {
  it('lists each channel of the enabled HTTP sink with its expanded URL, headers and senders', async () => {
    const endpoints = httpEndpoints(await model({ uuid_agent: 'lab-1' }));
    expect(endpoints.map((e) => [e.channel, e.path])).toEqual([
      ['aggregate', '/agent/lab-1/aggregate'],
      ['flows', '/flows'],
      ['stats', '/stats'],
    ]);
    const flows = endpoints[1]!;
    expect(flows.config).toBe('netify-sink-http.json');
    expect(flows.headers).toEqual([
      { name: 'x-token', value: 'lab-token', fixed: true },
      { name: 'x-uuid', value: 'lab-1', fixed: false },
    ]);
    expect(flows.senders).toEqual([
      expect.objectContaining({ processor: 'proc-core', config: 'netify-proc-core.json', format: 'json', gzip: false, describes: 'stream-flows' }),
    ]);
    expect(endpoints[2]!.senders[0]).toMatchObject({ gzip: true, describes: 'stream-stats' });
    expect(endpoints[0]!.senders[0]).toMatchObject({ processor: 'proc-aggregator', format: 'msgpack', carries: 'batch' });
  });

  it('a disabled channel ends the channel list, as sink-http 1.0.13 does', async () => {
    const m = withSinkConfig(await model(), (v) => {
      v.channels.flows!.enable = false;
    });
    expect(httpEndpoints(m).map((e) => e.channel)).toEqual(['aggregate']);
  });

  it('a header that expands to nothing is sent as "-"', async () => {
    const m = withSinkConfig(await model({ uuid_agent: '' }), () => undefined);
    expect(httpEndpoints(m)[1]!.headers[1]).toEqual({ name: 'x-uuid', value: '-', fixed: false });
  });
});
