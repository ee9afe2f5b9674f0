/**
 * Compile-time checks of the generated config types, run by `npm run typecheck` (CI): configs
 * that are valid must type-check, and each `@ts-expect-error` line must stay an error.
 */
import type { ConfigOf, ProcAggregatorConfig, ProcDevDiscoveryConfig, SinkHttpConfig } from '../../src/plugins/index.js';
import { isSinkHttpConfig, resolve } from '../../src/plugins/index.js';

export const withNested: ProcAggregatorConfig = {
  aggregator: 1,
  log_interval: 60,
  privacy_mode: false,
  format: 'json',
  compressor: 'gz',
  batched_rows: 0,
  nested: false,
  sinks: { 'sink-log': { stats: { format: 'msgpack' } } },
};

export const withNestedMode: ProcAggregatorConfig = {
  aggregator: 3,
  log_interval: 10,
  privacy_mode: false,
  format: 'json',
  compressor: 'none',
  batched_rows: 100,
  nested_mode: false,
  sinks: {},
};

export const limits: ProcDevDiscoveryConfig = { format: 'json', compressor: 'gz', max_ja4_clients: { max: 3 }, max_mdns_services: 5 };

export const http: SinkHttpConfig = { channels: { stats: { url: 'https://collector.example.com/v1', tls_verify: false } } };

// @ts-expect-error format is json or msgpack
export const badFormat: ProcAggregatorConfig = { ...withNested, format: 'xml' };

// @ts-expect-error a channel needs a url
export const noUrl: SinkHttpConfig = { channels: { stats: {} } };

// @ts-expect-error max_confidence is a number
export const badConfidence: ProcDevDiscoveryConfig = { format: 'json', compressor: 'gz', max_confidence: 'high' };

export function narrow(value: unknown): string | undefined {
  // The guard narrows: channels are typed after it.
  return isSinkHttpConfig(value) ? Object.values(value.channels)[0]?.url : undefined;
}

export const effective: ConfigOf<'sink-http'> | undefined = resolve('sink-http', http).value;
