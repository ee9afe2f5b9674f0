/**
 * Compile-time checks of the generated config types, run by `npm run typecheck` (CI): configs
 * that are valid must type-check, and each `@ts-expect-error` line must stay an error.
 */
import type { ConfigByKind, ConfigOf, KindId, ProcAggregatorConfig, ProcDevDiscoveryConfig, ProcLuaConfig, SinkHttpConfig } from '../../src/plugins/index.js';
import { isProcLuaConfig, isSinkHttpConfig, resolve } from '../../src/plugins/index.js';

/** True exactly when A and B are the same type. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

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

// The agent runs with `"tls_verify": "no"` (validation warns) but ignores it: the type names what it reads.
// @ts-expect-error tls_verify is a boolean
export const ignoredTls: SinkHttpConfig = { channels: { stats: { url: 'https://collector.example.com/v1', tls_verify: 'no' } } };

// @ts-expect-error a timeout is a number of seconds
export const ignoredTimeout: SinkHttpConfig = { timeout_connect: '30', channels: {} };

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

// The generated map and guards: one config type per kind id, and each guard narrows to its kind's.
export const everyKindTyped: Equal<keyof ConfigByKind, KindId> = true;
export const mapped: Equal<ConfigOf<'proc-lua'>, ProcLuaConfig> = true;
export const luaGuard: Equal<typeof isProcLuaConfig, (value: unknown) => value is ProcLuaConfig> = true;
// @ts-expect-error the HTTP sink's guard does not narrow to the Lua processor's config
export const wrongGuard: Equal<typeof isSinkHttpConfig, (value: unknown) => value is ProcLuaConfig> = true;
