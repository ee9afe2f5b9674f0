/**
 * The fuzzer's value space, as data: every key of proc-core 1.0.30 and sink-http 1.0.13 it
 * varies (with valid, boundary, wrong-type and bad values, written as JSON text), the loader
 * line variants, the routes and the flow filters. `trap` marks a value the agent cannot honour
 * as written: where the agent still runs and delivers every route, it ignored or changed that
 * value, and the rule asks for a warning (no error). A value class says what kind of value it is.
 */

export type ValueClass =
  'valid' | 'boundary' | 'wrong-type' | 'bad-value' | 'duplicate' | 'disabled-parent' | 'unknown-key' | 'route' | 'url' | 'loader' | 'filter' | 'plugins';

export interface Choice {
  /** JSON text, or `$delete` to take the key away. */
  v: string;
  cls: ValueClass;
  trap?: string;
}

/** A key of a plugin config; `<ch>` in its path is a channel (flows or stats, or a new one). */
export interface KeySpace {
  id: string;
  file: 'proc' | 'sink';
  path: string;
  values: Choice[];
  /** Under a proc-core channel: also tried under a disabled one (`enable: false`). */
  channel?: boolean;
}

const ignored = (what: string) => `the agent does not use ${what} as written`;
const timeouts = (where: string): Choice[] => [
  { v: '10', cls: 'valid' },
  { v: '0', cls: 'boundary' },
  { v: '4294967295', cls: 'boundary' },
  { v: '4294967296', cls: 'boundary', trap: `sink-http 1.0.13 keeps ${where} in 32 bits: 4294967296 becomes 0` },
  { v: '4294967297', cls: 'boundary', trap: `sink-http 1.0.13 keeps ${where} in 32 bits: 4294967297 becomes 1` },
  { v: '-5', cls: 'boundary', trap: ignored(`a negative ${where}`) },
  { v: '30.5', cls: 'wrong-type', trap: ignored(`a fractional ${where}`) },
  { v: '"300"', cls: 'wrong-type', trap: ignored(`a string ${where}`) },
  { v: 'true', cls: 'wrong-type', trap: ignored(`a boolean ${where}`) },
];

export const keys: KeySpace[] = [
  // proc-core 1.0.30
  {
    id: 'proc.format',
    file: 'proc',
    path: 'format',
    values: [
      { v: '"json"', cls: 'valid' },
      { v: '"msgpack"', cls: 'valid' },
      { v: '$delete', cls: 'valid' },
      { v: '"xml"', cls: 'bad-value' },
      { v: '""', cls: 'bad-value' },
      { v: '"JSON"', cls: 'bad-value', trap: ignored('an upper-case format') },
      { v: '5', cls: 'wrong-type', trap: ignored('a format that is not a string') },
      { v: 'null', cls: 'wrong-type', trap: ignored('a null format') },
    ],
  },
  {
    id: 'proc.compressor',
    file: 'proc',
    path: 'compressor',
    values: [
      { v: '"none"', cls: 'valid' },
      { v: '"gz"', cls: 'valid' },
      { v: '$delete', cls: 'valid' },
      { v: '"zip"', cls: 'bad-value' },
      { v: '1', cls: 'wrong-type', trap: ignored('a compressor that is not a string') },
    ],
  },
  {
    id: 'proc.channel.enable',
    file: 'proc',
    path: 'sinks.sink-http.<ch>.enable',
    values: [
      { v: 'true', cls: 'valid' },
      { v: 'false', cls: 'valid' },
      { v: '$delete', cls: 'valid' },
      { v: '"no"', cls: 'wrong-type', trap: 'proc-core disables a channel only for the boolean false' },
      { v: '0', cls: 'wrong-type', trap: 'proc-core disables a channel only for the boolean false' },
      { v: 'null', cls: 'wrong-type', trap: ignored('a null enable') },
    ],
  },
  {
    id: 'proc.channel.types',
    file: 'proc',
    path: 'sinks.sink-http.<ch>.types',
    channel: true,
    values: [
      { v: '["stream-flows"]', cls: 'valid' },
      { v: '["stream-stats"]', cls: 'valid' },
      { v: '["stream-flows", "stream-stats"]', cls: 'valid' },
      { v: '["legacy-http"]', cls: 'valid' },
      { v: '[]', cls: 'boundary' },
      { v: '"stream-flows"', cls: 'wrong-type' },
      { v: '["bogus"]', cls: 'bad-value' },
      { v: '[5]', cls: 'wrong-type' },
      { v: '["stream-flows", "stream-flows"]', cls: 'duplicate' },
      { v: '$delete', cls: 'valid' },
    ],
  },
  {
    id: 'proc.channel.format',
    file: 'proc',
    path: 'sinks.sink-http.<ch>.format',
    channel: true,
    values: [
      { v: '"json"', cls: 'valid' },
      { v: '"msgpack"', cls: 'valid' },
      { v: '"xml"', cls: 'bad-value' },
      { v: '7', cls: 'wrong-type', trap: 'proc-core skips a channel format that is not a string: plain JSON is sent' },
      { v: '["json"]', cls: 'wrong-type', trap: 'proc-core skips a channel format that is not a string: plain JSON is sent' },
    ],
  },
  {
    id: 'proc.channel.compressor',
    file: 'proc',
    path: 'sinks.sink-http.<ch>.compressor',
    channel: true,
    values: [
      { v: '"gz"', cls: 'valid' },
      { v: '"none"', cls: 'valid' },
      { v: '"bz2"', cls: 'bad-value' },
      { v: '3', cls: 'wrong-type', trap: 'proc-core skips a channel compressor that is not a string: nothing is compressed' },
    ],
  },
  {
    id: 'proc.channel.unknown',
    file: 'proc',
    path: 'sinks.sink-http.<ch>.bar',
    channel: true,
    values: [{ v: '2', cls: 'unknown-key' }],
  },
  {
    id: 'proc.types',
    file: 'proc',
    path: 'types',
    values: [
      { v: '["stream-stats"]', cls: 'valid' },
      { v: '[]', cls: 'boundary' },
      { v: '"stream-stats"', cls: 'wrong-type', trap: ignored('a top-level types that is not a list') },
      { v: '["bogus"]', cls: 'bad-value' },
    ],
  },
  {
    id: 'proc.sinks',
    file: 'proc',
    path: 'sinks',
    values: [
      { v: '{}', cls: 'boundary' },
      { v: '[]', cls: 'wrong-type' },
      { v: '"sink-http"', cls: 'wrong-type' },
    ],
  },
  {
    id: 'proc.unknown',
    file: 'proc',
    path: 'foo',
    values: [
      { v: '1', cls: 'unknown-key' },
      { v: '{"a": [1, 2]}', cls: 'unknown-key' },
    ],
  },
  {
    id: 'proc.flow_filters',
    file: 'proc',
    path: 'flow_filters',
    values: [
      { v: '[]', cls: 'valid' },
      { v: '["ip_protocol == 6;"]', cls: 'filter' },
      { v: '["other_port == 1;"]', cls: 'filter' },
      { v: '["ip_protocol == 17;", "ip_protocol == 6"]', cls: 'filter' },
      { v: '["ip_protocol == 6"]', cls: 'filter' },
      { v: '[""]', cls: 'filter' },
      { v: '["((( not an expression"]', cls: 'filter' },
      { v: '["other_port == 1;", "((( bad"]', cls: 'filter' },
      { v: '["ip_protocol == 6;", "ip_protocol == 17;"]', cls: 'filter' },
      { v: '"ip_protocol == 6;"', cls: 'wrong-type', trap: 'proc-core skips a flow_filters that is not a list: nothing is filtered' },
      { v: '[6]', cls: 'wrong-type' },
      { v: '["rx:.*"]', cls: 'filter' },
    ],
  },
  // sink-http 1.0.13
  {
    id: 'sink.channel.url',
    file: 'sink',
    path: 'channels.<ch>.url',
    values: [
      { v: '"127.0.0.1:8080/<ch>"', cls: 'url' },
      { v: '"HTTP://127.0.0.1:8080/<ch>"', cls: 'url' },
      { v: '"http://127.0.0.1:8080/<ch>?a=1&b=2"', cls: 'url' },
      { v: '"http://127.0.0.1:8080/<ch>#part"', cls: 'url' },
      { v: '"http://user:secret@127.0.0.1:8080/<ch>"', cls: 'url' },
      { v: '"http://127.0.0.1:8080/<ch>  "', cls: 'url' },
      { v: '" http://127.0.0.1:8080/<ch>"', cls: 'url' },
      { v: '"http://127.0.0.1:8080/${uuid_serial}/<ch>"', cls: 'url' },
      { v: '"http://127.0.0.1:8080/<ch>/${nope}"', cls: 'url' },
      { v: '"http://127.0.0.1:8080"', cls: 'url' },
      // No https: the recorder speaks plain HTTP, so TLS to it fails for a reason no config shows.
      { v: '""', cls: 'bad-value' },
      { v: '5', cls: 'wrong-type' },
      { v: '$delete', cls: 'bad-value' },
    ],
  },
  {
    id: 'sink.channel.enable',
    file: 'sink',
    path: 'channels.<ch>.enable',
    values: [
      { v: 'true', cls: 'valid' },
      { v: 'false', cls: 'valid' },
      { v: '"no"', cls: 'wrong-type', trap: 'sink-http disables a channel only for the boolean false' },
      { v: '0', cls: 'wrong-type', trap: 'sink-http disables a channel only for the boolean false' },
    ],
  },
  {
    id: 'sink.channel.headers',
    file: 'sink',
    path: 'channels.<ch>.headers',
    values: [
      { v: '{"X-Fuzz": "1"}', cls: 'valid' },
      { v: '{}', cls: 'boundary' },
      { v: '{"X-Fuzz": 5}', cls: 'wrong-type' },
      { v: '["X-Fuzz: 1"]', cls: 'wrong-type', trap: ignored('headers that are not an object') },
      { v: '"X-Fuzz: 1"', cls: 'wrong-type', trap: ignored('headers that are not an object') },
    ],
  },
  { id: 'sink.channel.timeout_connect', file: 'sink', path: 'channels.<ch>.timeout_connect', values: timeouts('timeout_connect') },
  { id: 'sink.channel.timeout_transfer', file: 'sink', path: 'channels.<ch>.timeout_transfer', values: timeouts('timeout_transfer') },
  {
    id: 'sink.channel.tls_verify',
    file: 'sink',
    path: 'channels.<ch>.tls_verify',
    values: [
      { v: 'true', cls: 'valid' },
      { v: 'false', cls: 'valid' },
      { v: '"no"', cls: 'wrong-type', trap: ignored('a string tls_verify') },
      { v: '0', cls: 'wrong-type', trap: ignored('a number tls_verify') },
    ],
  },
  {
    id: 'sink.channel.tls_version1',
    file: 'sink',
    path: 'channels.<ch>.tls_version1',
    values: [
      { v: 'true', cls: 'valid' },
      { v: 'false', cls: 'valid' },
      { v: '"yes"', cls: 'wrong-type', trap: ignored('a string tls_version1') },
    ],
  },
  { id: 'sink.channel.unknown', file: 'sink', path: 'channels.<ch>.bar', values: [{ v: '2', cls: 'unknown-key' }] },
  {
    id: 'sink.timeout_connect',
    file: 'sink',
    path: 'timeout_connect',
    values: [
      { v: '1', cls: 'valid', trap: 'sink-http 1.0.13 never applies a top-level timeout_connect to its channels' },
      { v: '"x"', cls: 'wrong-type', trap: 'sink-http 1.0.13 never applies a top-level timeout_connect to its channels' },
    ],
  },
  {
    id: 'sink.timeout_transfer',
    file: 'sink',
    path: 'timeout_transfer',
    values: [{ v: '2', cls: 'valid', trap: 'sink-http 1.0.13 never applies a top-level timeout_transfer to its channels' }],
  },
  {
    id: 'sink.tls_verify',
    file: 'sink',
    path: 'tls_verify',
    values: [{ v: 'false', cls: 'valid', trap: 'sink-http 1.0.13 never applies a top-level tls_verify to its channels' }],
  },
  {
    id: 'sink.channels',
    file: 'sink',
    path: 'channels',
    values: [
      { v: '{}', cls: 'boundary' },
      { v: '[]', cls: 'wrong-type' },
    ],
  },
  { id: 'sink.unknown', file: 'sink', path: 'foo', values: [{ v: '1', cls: 'unknown-key' }] },
];

/** Keys that are also given twice (the second entry right after the first, or before it). */
export const duplicable = [
  'proc.format',
  'proc.compressor',
  'proc.channel.enable',
  'proc.channel.types',
  'sink.channel.url',
  'sink.channel.enable',
  'sink.channel.timeout_connect',
];

/** Channel names besides the base's two: one that sorts first, one last. */
export const extraChannels = ['aaa', 'zzz'];

/** A loader line variant on the proc-core or sink-http loader of the base. */
export interface LoaderChoice {
  id: string;
  plugin: 'proc' | 'sink';
  /** set: replace the line of `key` (or add it); del: take it away; add: add a line; header: the section line; rename: the file's name. */
  op: 'set' | 'del' | 'add' | 'header' | 'rename';
  key?: string;
  text: string;
  cls: ValueClass;
  trap?: string;
}

const enableWords: [string, string | undefined][] = [
  ['enable = on', undefined],
  ['enable = true', undefined],
  ['enable = 1', undefined],
  ['enable = Yes', undefined],
  ['enable = no', undefined],
  ['enable = off', undefined],
  ['enable = 0', undefined],
  ['enable = maybe', 'the loader reads enable = maybe as enabled'],
  ['enable = "yes"', 'the loader takes a quoted value literally'],
  ['enable = "no"', 'the loader takes a quoted value literally'],
  ['enable = yes # on', undefined],
  ['enable = no # off for now', 'the loader reads "no # off for now" as enabled: an inline # comment is part of the value'],
  // Agent 5.0.7's INI reader ends a value at " ;" (found case err-warning-loader-proc-enable-eacc6c): off, as written.
  ['enable = no ; off for now', undefined],
];

const perPlugin = (plugin: 'proc' | 'sink', tag: string, lib: string, conf: string): LoaderChoice[] => [
  ...enableWords.map(([text, trap]) => ({
    id: `loader.${plugin}.enable`,
    plugin,
    op: 'set' as const,
    key: 'enable',
    text,
    cls: 'loader' as const,
    ...(trap ? { trap } : {}),
  })),
  { id: `loader.${plugin}.enable`, plugin, op: 'add', text: 'enable = no', cls: 'loader' },
  { id: `loader.${plugin}.enable`, plugin, op: 'del', key: 'enable', text: '', cls: 'loader' },
  { id: `loader.${plugin}.library`, plugin, op: 'set', key: 'plugin_library', text: `plugin_library = "/usr/lib/${lib}.so.0.0.0"`, cls: 'loader' },
  { id: `loader.${plugin}.library`, plugin, op: 'add', text: `plugin_library = /usr/lib/${lib}.so.0.0.0`, cls: 'loader' },
  { id: `loader.${plugin}.library`, plugin, op: 'set', key: 'plugin_library', text: `plugin_library = /usr/lib/${lib}.so.0`, cls: 'loader' },
  { id: `loader.${plugin}.conf`, plugin, op: 'del', key: 'conf_filename', text: '', cls: 'loader' },
  { id: `loader.${plugin}.conf`, plugin, op: 'set', key: 'conf_filename', text: `conf_filename = "\${path_state_persistent}/${conf}"`, cls: 'loader' },
  { id: `loader.${plugin}.conf`, plugin, op: 'set', key: 'conf_filename', text: `conf_filename = \${path_state_volatile}/${conf}`, cls: 'loader' },
  { id: `loader.${plugin}.conf`, plugin, op: 'set', key: 'conf_filename', text: `conf_filename = $path_state_persistent/${conf}`, cls: 'loader' },
  { id: `loader.${plugin}.conf`, plugin, op: 'set', key: 'conf_filename', text: `conf_filename = ${conf}`, cls: 'loader' },
  { id: `loader.${plugin}.conf`, plugin, op: 'add', text: `conf_filename = \${path_state_persistent}/${conf}`, cls: 'loader' },
  { id: `loader.${plugin}.keycase`, plugin, op: 'set', key: 'enable', text: 'Enable = yes', cls: 'loader' },
  { id: `loader.${plugin}.keycase`, plugin, op: 'set', key: 'plugin_library', text: `PLUGIN_LIBRARY = /usr/lib/${lib}.so.0.0.0`, cls: 'loader' },
  { id: `loader.${plugin}.header`, plugin, op: 'header', text: `[${tag.toUpperCase()}]`, cls: 'loader' },
  { id: `loader.${plugin}.header`, plugin, op: 'header', text: `[${tag.replace(/^(proc|sink)-/, '')}]`, cls: 'loader' },
  { id: `loader.${plugin}.header`, plugin, op: 'header', text: `[ ${tag} ]`, cls: 'loader' },
  { id: `loader.${plugin}.header`, plugin, op: 'header', text: `[${tag}] ; the ${plugin}`, cls: 'loader' },
  { id: `loader.${plugin}.comment`, plugin, op: 'add', text: `# ${tag} loader`, cls: 'loader' },
  { id: `loader.${plugin}.comment`, plugin, op: 'add', text: `; ${tag} loader`, cls: 'loader' },
  { id: `loader.${plugin}.unknown`, plugin, op: 'add', text: 'priority = 5', cls: 'unknown-key' },
  { id: `loader.${plugin}.file`, plugin, op: 'rename', text: `netify-${tag}.conf`, cls: 'loader' },
  { id: `loader.${plugin}.file`, plugin, op: 'rename', text: `10-netify-${tag}.conf.disabled`, cls: 'loader' },
  { id: `loader.${plugin}.file`, plugin, op: 'rename', text: `99-${tag}.CONF`, cls: 'loader' },
];

export const loaderChoices: LoaderChoice[] = [
  ...perPlugin('proc', 'proc-core', 'libnetify-proc-core', 'netify-proc-core.json'),
  ...perPlugin('sink', 'sink-http', 'libnetify-sink-http', 'netify-sink-http.json'),
];

/** Routes and plugins: what a proc-core `sinks` key names, and second processors or sinks. */
export interface RouteChoice {
  id: string;
  cls: ValueClass;
  trap?: string;
}
export const routeChoices: RouteChoice[] = [
  { id: 'route.missing-sink', cls: 'route' },
  { id: 'route.missing-sink-no-types', cls: 'route' },
  { id: 'route.missing-channel', cls: 'route' },
  { id: 'route.disabled-sink-channel', cls: 'route' },
  { id: 'route.keyless-sink', cls: 'route' },
  { id: 'route.upper-tag', cls: 'route' },
  { id: 'route.sink-channel-unrouted', cls: 'route' },
  { id: 'plugins.second-proc-same', cls: 'plugins' },
  { id: 'plugins.second-proc-flows', cls: 'plugins' },
  { id: 'plugins.second-sink', cls: 'plugins' },
  { id: 'plugins.second-sink-disabled', cls: 'plugins' },
  { id: 'plugins.keyless-section', cls: 'plugins', trap: 'the agent does not see a loader section without keys' },
];
