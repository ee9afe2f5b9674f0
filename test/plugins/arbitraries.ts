/**
 * fast-check arbitraries of VALID configs for every kind, written from the rules in schemas/, and
 * the single-rule mutations that break them (each knowing the diagnostic it must cause).
 */
import fc from 'fast-check';
import type { DiagnosticCode, KindId } from '../../src/plugins/index.js';
import { agentVariableDefaults } from '../../src/plugins/index.js';

type Json = unknown;
type Obj = Record<string, Json>;

/** An object from entries, every key an own data property (`__proto__` included). */
export function objectOf(entries: readonly (readonly [string, Json])[]): Obj {
  const out: Obj = {};
  for (const [key, value] of entries) {
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

// ---- building blocks -------------------------------------------------------------------------

/** Map keys: mostly tame, sometimes the ones that trip code (prototype names, pointer escapes). */
export const mapKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.stringMatching(/^[a-z][a-z0-9_-]{0,9}$/) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'hasOwnProperty', 'toString', 'a/b', 'x~y', '~1', '', ' ') },
);

/**
 * HTTP header names: tokens (a name that is none loses every post of its channel: run
 * model-header-name-space), the ones that trip code among them.
 */
const headerName: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,9}$/) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'hasOwnProperty', 'toString', 'x~y', "!#$%&'*+.^_`|~") },
);

/** A map (an object keyed by name, `key` names by default) of values. */
export function mapOf(value: fc.Arbitrary<Json>, minKeys = 0, maxKeys = 3, key: fc.Arbitrary<string> = mapKey): fc.Arbitrary<Obj> {
  return fc.uniqueArray(fc.tuple(key, value), { selector: ([k]) => k, minLength: minKeys, maxLength: maxKeys }).map(objectOf);
}

const knownVariables = Object.keys(agentVariableDefaults);
/** Variables whose values (`00-00-00-00`, `-`) fit anywhere in a URL. */
const urlSafeVariables = ['uuid_agent', 'uuid_serial', 'uuid_site'];

const variableRef = (names: readonly string[]) => fc.constantFrom(...names).map((n) => `\${${n}}`);

/** Free text, with `${variable}` references (known ones, and now and then an unknown one). */
export const textWithVariables: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: fc.string({ maxLength: 8 }) },
      { weight: 2, arbitrary: variableRef(knownVariables) },
      { weight: 1, arbitrary: variableRef(['not_a_variable', 'path_state_persistant']) },
    ),
    { maxLength: 4 },
  )
  .map((parts) => parts.join(''));

/** A non-empty string (the `nonEmptyString` and `path` rules), variables allowed. */
export const nonEmptyText: fc.Arbitrary<string> = fc.tuple(textWithVariables, fc.string({ minLength: 1, maxLength: 6 })).map(([a, b]) => a + b);

/** A filesystem path as configs write them. */
export const pathText: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(variableRef(knownVariables), fc.array(fc.stringMatching(/^[A-Za-z0-9._-]{1,8}$/), { maxLength: 3 })).map(([v, parts]) => [v, ...parts].join('/')),
  nonEmptyText,
);

export const formatValue = fc.constantFrom('json', 'msgpack');
export const compressorValue = fc.constantFrom('none', 'gz');
export const count = fc.nat({ max: 1_000_000 });
const eventName = fc.constantFrom('dpi_new', 'dpi_update', 'dpi_complete', 'flow_new', 'flow_stats', 'flow_expiring', 'flow_expired');

const hexPair = fc.stringMatching(/^[0-9A-Fa-f]{2}$/);
/** A MAC address: six hex pairs, all separated by `:` or all by `-`. */
export const macAddress = fc.tuple(fc.array(hexPair, { minLength: 6, maxLength: 6 }), fc.constantFrom(':', '-')).map(([pairs, sep]) => pairs.join(sep));

const urlChars = /^[A-Za-z0-9._-]{1,10}$/;
/** A URL the HTTP sink accepts: scheme, host (maybe a variable), optional :port, path. */
export const httpUrl: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('http://', 'https://'),
    fc.array(fc.oneof(fc.stringMatching(urlChars), variableRef(urlSafeVariables)), { minLength: 1, maxLength: 3 }),
    fc.option(fc.integer({ min: 0, max: 65535 }), { nil: undefined }),
    fc.array(fc.oneof(fc.stringMatching(/^\/[A-Za-z0-9._-]{0,8}$/), variableRef(urlSafeVariables)), { maxLength: 3 }),
  )
  // After the host (and port) a path starts with '/'.
  .map(([scheme, host, port, path]) => {
    const rest = path.join('');
    return `${scheme}${host.join('')}${port === undefined ? '' : `:${port}`}${rest === '' || rest.startsWith('/') ? rest : `/${rest}`}`;
  });

/** An object with optional members (absent ones are really absent, never `undefined`). */
function optional<T extends Record<string, fc.Arbitrary<unknown>>>(model: T, required: (keyof T & string)[] = []): fc.Arbitrary<Obj> {
  return fc.record(model, { requiredKeys: required }) as fc.Arbitrary<Obj>;
}

/** A processor's `sinks`: sink tag -> channel name -> channel. */
const sinksOf = (channel: fc.Arbitrary<Obj>) => mapOf(mapOf(channel, 0, 3), 0, 3);

const sharedChannel = { enable: fc.boolean(), format: formatValue, compressor: compressorValue };

// ---- one arbitrary per kind --------------------------------------------------------------------

const procAggregator = fc
  .tuple(
    optional(
      {
        aggregator: count,
        log_interval: fc.integer({ min: 1, max: 86400 }),
        privacy_mode: fc.boolean(),
        format: formatValue,
        compressor: compressorValue,
        batched_rows: count,
        criteria: fc.array(
          fc.string({ maxLength: 20 }).map((s) => `${s};`),
          { maxLength: 3 },
        ),
        sinks: sinksOf(optional(sharedChannel)),
      },
      ['aggregator', 'log_interval', 'privacy_mode', 'format', 'compressor', 'batched_rows', 'sinks'],
    ),
    // At least one spelling of the nested flag.
    fc.constantFrom<readonly ('nested' | 'nested_mode')[]>(['nested'], ['nested_mode'], ['nested', 'nested_mode']),
    fc.boolean(),
    fc.boolean(),
  )
  .map(([base, spellings, a, b]) => {
    const out = { ...base };
    if (spellings.includes('nested')) out.nested = a;
    if (spellings.includes('nested_mode')) out.nested_mode = b;
    return out;
  });

const procCore = optional(
  {
    format: formatValue,
    compressor: compressorValue,
    sinks: sinksOf(
      optional(
        {
          ...sharedChannel,
          types: fc.array(fc.constantFrom('stream-flows', 'stream-stats', 'legacy-http', 'legacy-socket'), { minLength: 1, maxLength: 4 }),
        },
        ['types'],
      ),
    ),
  },
  ['format', 'compressor', 'sinks'],
);

const perMacLimit = fc.oneof(count, optional({ max: count, update_min: count, update_ttl: count }, ['max']));
const cloudDiscovery = optional({ enable: fc.boolean() });

const procDevDiscovery = optional(
  {
    format: formatValue,
    compressor: compressorValue,
    max_confidence: fc.integer({ min: 0, max: 100 }),
    max_devices: count,
    max_device_age: count,
    max_ja4_clients: perMacLimit,
    max_mdns_services: perMacLimit,
    max_http_user_agents: perMacLimit,
    max_ssdp_user_agents: perMacLimit,
    path_device_cache: pathText,
    process_all_macs: fc.boolean(),
    device_mac_ignore: fc.array(macAddress, { maxLength: 4 }),
    cloud_api: cloudDiscovery,
    netify_api: cloudDiscovery,
    sinks: sinksOf(optional({ ...sharedChannel, flush: fc.boolean() })),
  },
  ['format', 'compressor'],
);

const stringList = fc.array(textWithVariables, { maxLength: 3 });

const procIntel = mapOf(
  optional(
    {
      sink: nonEmptyText,
      channels: mapOf(optional({ enabled: fc.boolean(), dispatch_flags: stringList })),
    },
    ['sink'],
  ),
  0,
  3,
).chain((sinkTargets) => {
  const names = Object.keys(sinkTargets);
  const indicator = optional(
    {
      enabled: fc.boolean(),
      indicator_driver: nonEmptyText,
      criteria: mapOf(fc.jsonValue({ maxDepth: 2 }), 0, 3),
      data_feeds: stringList,
      proc_targets: stringList,
      sink_targets: names.length ? fc.array(fc.constantFrom(...names), { maxLength: 3 }) : fc.constant([]),
    },
    ['enabled', 'indicator_driver'],
  );
  return optional(
    {
      indicator_defaults: optional({
        sink: optional({ flow_metadata: textWithVariables }),
        event_filter: fc.array(eventName, { maxLength: 4 }),
      }),
      indicators: mapOf(indicator, 0, 3),
      sink_targets: fc.constant(sinkTargets),
    },
    ['indicator_defaults', 'indicators', 'sink_targets'],
  );
});

const procPython = optional({ debug: fc.boolean(), script: pathText }, ['debug', 'script']);
const procLua = optional({ script: pathText }, ['script']);

const httpSettings = {
  timeout_connect: count,
  timeout_transfer: count,
  tls_verify: fc.boolean(),
  tls_version1: fc.boolean(),
};
const sinkHttp = optional(
  {
    ...httpSettings,
    channels: mapOf(optional({ ...httpSettings, enable: fc.boolean(), url: httpUrl, headers: mapOf(textWithVariables, 0, 3, headerName) }, ['url']), 0, 3),
  },
  ['channels'],
);

const sinkUbus = optional(
  {
    channels: mapOf(optional({ enable: fc.boolean(), path: fc.stringMatching(/^[A-Za-z0-9._-]{1,16}$/), function: nonEmptyText }, ['path', 'function']), 0, 3),
  },
  ['channels'],
);

/** A valid config of each kind. */
export const validConfigs: Readonly<Record<KindId, fc.Arbitrary<Obj>>> = {
  'proc-aggregator': procAggregator,
  'proc-core': procCore,
  'proc-dev-discovery': procDevDiscovery,
  'proc-intel': procIntel,
  'proc-python': procPython,
  'proc-lua': procLua,
  'sink-http': sinkHttp,
  'sink-ubus': sinkUbus,
};

// ---- mutations ---------------------------------------------------------------------------------

/**
 * One way to break one rule. `parent` is a JSON Pointer pattern in which `*` stands for any key
 * of a map; every object it matches in a config is a place the mutation can apply.
 * - `remove`: delete `member` (a required one); the error is at the parent.
 * - `set`: give `member` this value; the error is at the member.
 * - `append`: push this value onto the array `member`; the error is at the new item.
 */
export interface Mutation {
  name: string;
  parent: string;
  /** `*`: each member the parent has; for `remove`, `a|b` removes both. */
  member: string;
  op: 'remove' | 'set' | 'append';
  value?: Json;
  code: DiagnosticCode;
  /** Appended to the pointer of the error, when it is inside the value set. */
  suffix?: string;
}

const remove = (parent: string, member: string): Mutation => ({ name: `remove ${parent}/${member}`, parent, member, op: 'remove', code: 'schema/required' });
const set = (parent: string, member: string, value: Json, code: DiagnosticCode, suffix?: string): Mutation => ({
  name: `${parent}/${member} = ${JSON.stringify(value)}`,
  parent,
  member,
  op: 'set',
  value,
  code,
  ...(suffix === undefined ? {} : { suffix }),
});
const append = (parent: string, member: string, value: Json, code: DiagnosticCode): Mutation => ({
  name: `${parent}/${member} += ${JSON.stringify(value)}`,
  parent,
  member,
  op: 'append',
  value,
  code,
});

const formatRules = (parent: string): Mutation[] => [
  set(parent, 'format', 'xml', 'schema/enum'),
  set(parent, 'format', 1, 'schema/type'),
  set(parent, 'compressor', 'zip', 'schema/enum'),
  set(parent, 'compressor', true, 'schema/type'),
];
const channelRules = (channel: string): Mutation[] => [
  ...formatRules(channel),
  set(channel, 'enable', 'yes', 'schema/type'),
  set(channel, 'enable', 1, 'schema/type'),
];
/** `format`/`compressor` are required of the aggregator only (the spec lists them as required there). */
const processorRules = (channel: string, formatRequired = false, enableTyped = true): Mutation[] => [
  ...(formatRequired ? [remove('', 'format'), remove('', 'compressor')] : []),
  ...formatRules(''),
  set('', 'sinks', [], 'schema/type'),
  set('', 'sinks', 'sink-log', 'schema/type'),
  set('/sinks/*', '*', 'stats', 'schema/type'),
  set('/sinks', 'sink-x', [], 'schema/type'),
  ...(enableTyped ? channelRules(channel) : formatRules(channel)),
];
const perMacRules = (member: string): Mutation[] => [
  set('', member, -1, 'schema/range'),
  set('', member, 'ten', 'schema/type'),
  set('', member, 2.5, 'schema/type'),
  set('', member, { update_min: 1 }, 'schema/required'),
  set('', member, { max: -3 }, 'schema/range', '/max'),
];

/** The rules of each kind, each broken one way. `*` in `member` means every existing member. */
export const mutations: Readonly<Record<KindId, readonly Mutation[]>> = {
  'proc-aggregator': [
    ...['aggregator', 'batched_rows', 'log_interval', 'privacy_mode', 'sinks', 'nested|nested_mode'].map((m) => remove('', m)),
    ...processorRules('/sinks/*/*', true),
    set('', 'aggregator', -1, 'schema/range'),
    set('', 'aggregator', '1', 'schema/type'),
    set('', 'batched_rows', 0.5, 'schema/type'),
    set('', 'batched_rows', -10, 'schema/range'),
    set('', 'log_interval', 0, 'schema/range'),
    set('', 'log_interval', null, 'schema/type'),
    set('', 'privacy_mode', 'false', 'schema/type'),
    set('', 'nested', 'yes', 'schema/type'),
    set('', 'nested_mode', 0, 'schema/type'),
    set('', 'criteria', 'x;', 'schema/type'),
    append('', 'criteria', 'ip_protocol == 6', 'schema/pattern'),
    append('', 'criteria', 6, 'schema/type'),
  ],
  // Only what stops proc-core 1.0.30 (its reading table): an unknown format, compressor or stream
  // type, a stream type that is not a string, sinks that are not objects. A channel `enable`,
  // `format`, `compressor` or `types` of another JSON type, and a channel without `types`, are
  // ignored (a warning).
  'proc-core': [
    set('', 'format', 'xml', 'schema/enum'),
    set('', 'compressor', 'zip', 'schema/enum'),
    set('', 'sinks', [], 'schema/type'),
    set('', 'sinks', 'sink-log', 'schema/type'),
    set('/sinks', 'sink-x', [], 'schema/type'),
    set('/sinks/*/*', 'format', 'xml', 'schema/enum'),
    set('/sinks/*/*', 'compressor', 'zip', 'schema/enum'),
    append('/sinks/*/*', 'types', 'stream-dpi', 'schema/enum'),
    append('/sinks/*/*', 'types', 1, 'schema/type'),
  ],
  'proc-dev-discovery': [
    ...processorRules('/sinks/*/*'),
    set('/sinks/*/*', 'flush', 'true', 'schema/type'),
    set('', 'max_confidence', 101, 'schema/range'),
    set('', 'max_confidence', -1, 'schema/range'),
    set('', 'max_confidence', 50.5, 'schema/type'),
    set('', 'max_devices', -1, 'schema/range'),
    set('', 'max_device_age', '1d', 'schema/type'),
    ...['max_ja4_clients', 'max_mdns_services', 'max_http_user_agents', 'max_ssdp_user_agents'].flatMap(perMacRules),
    set('', 'path_device_cache', '', 'schema/length'),
    set('', 'path_device_cache', 42, 'schema/type'),
    set('', 'process_all_macs', 'no', 'schema/type'),
    set('', 'device_mac_ignore', '00:00:00:00:00:00', 'schema/type'),
    append('', 'device_mac_ignore', '00:11:22:33:44', 'schema/pattern'),
    append('', 'device_mac_ignore', '00:11:22-33:44:55', 'schema/pattern'),
    append('', 'device_mac_ignore', 'gg:11:22:33:44:55', 'schema/pattern'),
    set('', 'cloud_api', true, 'schema/type'),
    set('/cloud_api', 'enable', 'on', 'schema/type'),
    set('/netify_api', 'enable', 0, 'schema/type'),
  ],
  'proc-intel': [
    remove('', 'indicator_defaults'),
    remove('', 'indicators'),
    remove('', 'sink_targets'),
    set('', 'indicator_default', {}, 'schema/additional'),
    set('', 'format', 'json', 'schema/additional'),
    set('', 'indicators', [], 'schema/type'),
    append('/indicator_defaults', 'event_filter', 'flow_done', 'schema/enum'),
    set('/indicator_defaults', 'sink', 'x', 'schema/type'),
    set('/indicator_defaults/sink', 'flow_metadata', 1, 'schema/type'),
    remove('/indicators/*', 'enabled'),
    remove('/indicators/*', 'indicator_driver'),
    set('/indicators/*', 'enabled', 'true', 'schema/type'),
    set('/indicators/*', 'indicator_driver', '', 'schema/length'),
    set('/indicators/*', 'criteria', [], 'schema/type'),
    set('/indicators/*', 'data_feeds', 'feed', 'schema/type'),
    append('/indicators/*', 'proc_targets', false, 'schema/type'),
    append('/indicators/*', 'sink_targets', 'No Such Target', 'ref/sink-target'),
    remove('/sink_targets/*', 'sink'),
    set('/sink_targets/*', 'sink', '', 'schema/length'),
    set('/sink_targets/*', 'channels', [], 'schema/type'),
    set('/sink_targets/*/channels/*', 'enabled', 'no', 'schema/type'),
    append('/sink_targets/*/channels/*', 'dispatch_flags', 3, 'schema/type'),
  ],
  'proc-python': [
    remove('', 'debug'),
    remove('', 'script'),
    set('', 'debug', 'false', 'schema/type'),
    set('', 'script', '', 'schema/length'),
    set('', 'script', ['a.py'], 'schema/type'),
  ],
  'proc-lua': [remove('', 'script'), set('', 'script', '', 'schema/length'), set('', 'script', null, 'schema/type')],
  // Timeouts, TLS settings, channel `enable` and `headers` take any value: sink-http 1.0.13 runs with it and
  // ignores one of another type (a warning; run resolve-posts).
  'sink-http': [
    remove('', 'channels'),
    set('', 'channels', [], 'schema/type'),
    remove('/channels/*', 'url'),
    set('/channels/*', 'url', 'ftp://example.com/', 'schema/pattern'),
    set('/channels/*', 'url', 'https://example.com/a b', 'schema/pattern'),
    set('/channels/*', 'url', 'http://127.0.0.1:99999/', 'schema/pattern'),
    set('/channels/*', 'url', 8080, 'schema/type'),
    set('/channels/*/headers', 'X-Number', 1, 'schema/type'),
    set('/channels', 'broken', 'https://example.com/', 'schema/type'),
  ],
  'sink-ubus': [
    remove('', 'channels'),
    set('', 'channels', 'flows', 'schema/type'),
    remove('/channels/*', 'path'),
    remove('/channels/*', 'function'),
    set('/channels/*', 'path', 'agent/flows', 'schema/pattern'),
    set('/channels/*', 'path', 'agent flows', 'schema/pattern'),
    set('/channels/*', 'path', '', 'schema/pattern'),
    set('/channels/*', 'function', '', 'schema/length'),
    set('/channels/*', 'function', 7, 'schema/type'),
    set('/channels/*', 'enable', 'yes', 'schema/type'),
    set('/channels', 'broken', [], 'schema/type'),
  ],
};

// ---- applying a mutation -------------------------------------------------------------------------

/** Where a mutation applies: the path of the parent object and the member. */
export interface Place {
  parent: readonly string[];
  member: string;
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const escapeToken = (t: string) => t.replace(/~/g, '~0').replace(/\//g, '~1');
export const pointerOf = (tokens: readonly string[]) => tokens.map((t) => '/' + escapeToken(t)).join('');

/** A deep copy made of own data properties only. */
export function copyJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => copyJson(v)) as T;
  if (isObj(value)) return objectOf(Object.keys(value).map((k) => [k, copyJson(value[k])])) as T;
  return value;
}

/** The paths of every object a parent pattern (`/sinks/*` style) matches. */
function matchObjects(root: Json, pattern: string): string[][] {
  const tokens = pattern === '' ? [] : pattern.slice(1).split('/');
  let found: [Json, string[]][] = [[root, []]];
  for (const token of tokens) {
    const next: [Json, string[]][] = [];
    for (const [node, path] of found) {
      if (!isObj(node)) continue;
      const keys = token === '*' ? Object.keys(node) : Object.hasOwn(node, token) ? [token] : [];
      for (const key of keys) next.push([node[key], [...path, key]]);
    }
    found = next;
  }
  return found.filter(([node]) => isObj(node)).map(([, path]) => path);
}

function at(root: Json, path: readonly string[]): Obj {
  return path.reduce((node, key) => (node as Obj)[key], root) as Obj;
}

/** Every place in `config` where mutation `m` applies. */
export function placesOf(config: Obj, m: Mutation): Place[] {
  const out: Place[] = [];
  for (const parent of matchObjects(config, m.parent)) {
    const node = at(config, parent);
    if (m.op === 'remove') {
      if (m.member.split('|').some((name) => Object.hasOwn(node, name))) out.push({ parent, member: m.member });
    } else if (m.member === '*') {
      for (const key of Object.keys(node)) out.push({ parent, member: key });
    } else if (m.op === 'append' && Object.hasOwn(node, m.member) && !Array.isArray(node[m.member])) {
      continue;
    } else {
      out.push({ parent, member: m.member });
    }
  }
  return out;
}

/** A broken copy of `config` and the diagnostic the break must cause. */
export interface Broken {
  config: Obj;
  pointer: string;
  code: DiagnosticCode;
}

/** Applies `m` at `place` to a copy of `config`. */
export function applyMutation(config: Obj, m: Mutation, place: Place): Broken {
  const copy = copyJson(config);
  const node = at(copy, place.parent);
  const define = (key: string, value: Json) => Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
  if (m.op === 'remove') {
    for (const name of place.member.split('|')) delete node[name];
    return { config: copy, pointer: pointerOf(place.parent), code: m.code };
  }
  if (m.op === 'set') {
    define(place.member, copyJson(m.value));
    return { config: copy, pointer: pointerOf([...place.parent, place.member]) + (m.suffix ?? ''), code: m.code };
  }
  const list = Object.hasOwn(node, place.member) ? (node[place.member] as Json[]) : [];
  list.push(copyJson(m.value));
  define(place.member, list);
  return { config: copy, pointer: pointerOf([...place.parent, place.member, String(list.length - 1)]), code: m.code };
}

/** The channels of the kinds with a reading table, which their plugin never reads when disabled. */
const readChannels: Partial<Record<KindId, string>> = { 'proc-core': '/sinks/*', 'sink-http': '/channels' };

/** `config` with every channel enabled, so that a break in any channel is one the plugin reads. */
function everyChannelRead(kind: KindId, config: Obj): Obj {
  const map = readChannels[kind];
  if (map === undefined) return config;
  const copy = copyJson(config);
  for (const path of matchObjects(copy, map)) {
    const channels = at(copy, path);
    for (const name of Object.keys(channels)) {
      const channel = channels[name];
      if (isObj(channel) && channel.enable === false) channel.enable = true;
    }
  }
  return copy;
}

/** A valid config of `kind` broken by one of its mutations, chosen at random among those that apply. */
export function brokenConfig(kind: KindId): fc.Arbitrary<Broken & { mutation: string }> {
  return validConfigs[kind]
    .map((config) => everyChannelRead(kind, config))
    .chain((config) => {
      const options = mutations[kind].flatMap((m) => placesOf(config, m).map((place) => ({ m, place })));
      return fc.constantFrom(...options).map(({ m, place }) => ({ ...applyMutation(config, m, place), mutation: m.name }));
    });
}
