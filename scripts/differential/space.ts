/**
 * The fuzzer's value space, as data: every key of proc-core 1.0.30 and sink-http 1.0.13 it
 * varies (with valid, boundary, wrong-type and bad values, written as JSON text), the loader
 * line variants, the routes and the flow filters. `trap` marks a value the agent cannot honour
 * as written: where the agent still runs and delivers every route, it ignored or changed that
 * value, and the rule asks for a warning (no error). A value class says what kind of value it is.
 */

export const valueClasses = [
  'valid',
  'boundary',
  'wrong-type',
  'bad-value',
  'duplicate',
  'disabled-parent',
  'unknown-key',
  'route',
  'url',
  'loader',
  'filter',
  'plugins',
  'text',
] as const;
export type ValueClass = (typeof valueClasses)[number];

/**
 * `text`: a value JavaScript reads otherwise than the agent's C/C++ code does: a Unicode space
 * (C's `isspace` knows only ASCII), a NUL (a C string ends there), a lone carriage return (the INI
 * reader ends lines at a line feed only), a non-ASCII letter (`tolower` changes A-Z only), names
 * ordered by UTF-8 bytes (not UTF-16), header names that are no HTTP token, JSON text that
 * nlohmann::json reads otherwise (a lone surrogate escape, a number beyond a double, `10.0`, `-0`,
 * a byte-order mark).
 */

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
  // nlohmann::json reads these as floats or signed integers (type() is not number_unsigned); JavaScript as whole numbers.
  { v: '10.0', cls: 'text', trap: ignored(`a ${where} written with a fraction (10.0)`) },
  { v: '1e1', cls: 'text', trap: ignored(`a ${where} written with an exponent (1e1)`) },
  { v: '-0', cls: 'text', trap: ignored(`a ${where} of -0`) },
  { v: '1e-400', cls: 'text', trap: ignored(`a ${where} below the smallest double (1e-400)`) },
];

/** URL tails beyond ASCII or C strings: in the path, the query and the fragment. */
const urlTexts: Choice[] = [
  ...['ä', '😀', '\u00a0', '\u3000x', '?q=ä', '?q=\u00a0', '#ä', '\udc00', '\t', '\u2028'].map((tail) => ({
    v: JSON.stringify(`http://127.0.0.1:8080/<ch>${tail}`),
    cls: 'text' as const,
  })),
  { v: JSON.stringify('http://127.0.0.1:8080/<ch>\u0000x'), cls: 'text', trap: 'sink-http 1.0.13 hands libcurl the URL as a C string: it ends at the NUL' },
];

/** Header names that are no HTTP token, or are one only before a colon, and header values with line breaks, NULs and non-ASCII text. */
const headerTexts: Choice[] = [
  ...['X Fuzz', 'X(Fuzz', 'X@Fuzz', 'X-Füzz', 'X-FUZZÄ', 'X\tFuzz', 'X-Fuzz\u00a0', 'X:Fuzz', '', ':X', 'X-Fu\u0000zz'].map((name) => ({
    v: JSON.stringify({ [name]: '1' }),
    cls: 'text' as const,
  })),
  ...['a\nb', 'a\rb', 'ä', '\udc00'].map((value) => ({ v: JSON.stringify({ 'X-Fuzz': value }), cls: 'text' as const })),
  {
    v: JSON.stringify({ 'X-Fuzz': 'a\r\nX-Other: b' }),
    cls: 'text',
    trap: 'sink-http 1.0.13 sends a header value with a line break as written: what follows the break is a header of its own',
  },
  { v: JSON.stringify({ 'X-Fuzz': 'a\u0000b' }), cls: 'text', trap: 'sink-http 1.0.13 hands libcurl a header as a C string: its value ends at the NUL' },
];

/** A member no plugin reads, holding JSON text nlohmann::json reads otherwise than JavaScript. */
const jsonText = (file: 'proc' | 'sink'): KeySpace => ({
  id: `${file}.text`,
  file,
  path: 'note',
  values: [
    ...['"\\udc00"', '"\\ud800"', '"\\ud83d\\ude00"', '"a\\u0000b"', '1e400', '-1e400', '1e-400', '123456789012345678901234567890'].map((v) => ({
      v,
      cls: 'text' as const,
    })),
  ],
});

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
      ...urlTexts,
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
      // Names sink-http 1.0.13 sends as written (`name: value` to libcurl), values as C strings.
      ...headerTexts,
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
  jsonText('proc'),
  jsonText('sink'),
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

/**
 * Channel names whose UTF-8 byte order (sink-http's, C++ `std::string` keys) and UTF-16 order
 * (JavaScript's `<`) differ pairwise: U+FF41 and U+E000 before U+1F600 and U+10000 in bytes, after
 * them in UTF-16.
 */
export const textChannels = ['ａ', '😀', '\ue000', '𐀀'];

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
  ...textLines(plugin, tag, lib, conf),
];

/** What a white space, a NUL or a lone carriage return the INI reader keeps does to a meant `enable = no`. */
const kept = (what: string) => `the loader reads ${what}: the plugin loads`;

/**
 * Loader lines as the agent's INI reader (inih, C strings, `isspace`, `tolower`) reads them
 * otherwise than JavaScript's `trim`, `\s`, `toLowerCase` and line splitting would.
 */
const textLines = (plugin: 'proc' | 'sink', tag: string, lib: string, conf: string): LoaderChoice[] => {
  const line = (op: 'set' | 'add' | 'header', text: string, key?: string, trap?: string): LoaderChoice => ({
    id: `loader.${plugin}.text`,
    plugin,
    op,
    ...(key ? { key } : {}),
    text,
    cls: 'text',
    ...(trap ? { trap } : {}),
  });
  const path = `\${path_state_persistent}/${conf}`;
  return [
    line('set', 'enable = no\u00a0', 'enable', kept('"no" and a U+00A0 as no enable word')),
    line('set', 'enable = no\u2009', 'enable', kept('"no" and a U+2009 as no enable word')),
    line('set', 'enable = no\u3000', 'enable', kept('"no" and a U+3000 as no enable word')),
    line('set', 'enable =\u00a0no', 'enable', kept('a U+00A0 and "no" as no enable word')),
    line('set', 'enable = ｎｏ', 'enable', kept('a full-width "ｎｏ" as no enable word')),
    line('set', 'enable\t=\tno\t', 'enable'),
    line('set', 'enable = no\r', 'enable'),
    line('set', 'enable = no\u000b', 'enable'),
    line('set', 'enable = no\u0000 # yes', 'enable'),
    line('set', 'enable = no\rplugin_library = none', 'enable', kept('"no", a lone carriage return and more as one value, no enable word')),
    line(
      'set',
      '# the next line\renable = no',
      'enable',
      kept('a line up to a line feed only: "enable = no" after a lone carriage return is part of a comment'),
    ),
    line('set', '\ufeffenable = no', 'enable', kept('a key starting with a byte-order mark, which is no enable')),
    line('set', '\u00a0enable = no', 'enable', kept('a key starting with a U+00A0, which is no enable')),
    line('set', `conf_filename = ${path}\u00a0`, 'conf_filename'),
    line('set', `conf_filename = ${path}\t`, 'conf_filename'),
    line('set', `conf_filename = ${path}\u0000.bak`, 'conf_filename'),
    line('set', `conf_filename =\u3000${path}`, 'conf_filename'),
    line('set', `plugin_library = /usr/lib/${lib}.so.0.0.0\u00a0`, 'plugin_library'),
    line('set', `plugin_library = /usr/lib/${lib}.so.0.0.0\u0000x`, 'plugin_library'),
    line('set', `plugin_library\u00a0= /usr/lib/${lib}.so.0.0.0`, 'plugin_library'),
    line('add', '\u00a0enable = no'),
    line('add', '\u3000enable = no'),
    line('add', '\tenable = no'),
    line('add', `\u00a0plugin_library = /usr/lib/${lib}.so.0.0.0`),
    line('header', `[${tag}Ä]`),
    line('header', `[${tag.toUpperCase()}Ä]`),
    // The Kelvin sign U+212A, which JavaScript lower-cases to "k" (sink- tags only: proc-core has no k).
    ...(tag.includes('k') ? [line('header', `[${tag.toUpperCase().replace('K', '\u212a')}]`)] : []),
    line('header', `[${tag}\u00a0]`),
    line('header', `[\u00a0${tag}]`),
    line('header', `\u00a0[${tag}]`),
    line('header', `\ufeff[${tag}]`),
    line('header', `[${tag}]\u00a0`),
    line('header', `\t[${tag}]\t`),
    line('header', `[${tag}\u0000x]`),
    line('header', `[${tag}]\u0000x`),
    line('header', `[${tag.slice(0, 5)}\r${tag.slice(5)}]`),
    line('set', 'en\u0000able = no', 'enable'),
  ];
};

export const loaderChoices: LoaderChoice[] = [
  ...perPlugin('proc', 'proc-core', 'libnetify-proc-core', 'netify-proc-core.json'),
  ...perPlugin('sink', 'sink-http', 'libnetify-sink-http', 'netify-sink-http.json'),
];

/** Routes, plugins and whole files: what a proc-core `sinks` key names, second processors or sinks, a config's first bytes. */
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
  // Channels in byte order; a sink tag with a letter JavaScript lower-cases to ASCII; a config starting with a byte-order mark.
  { id: 'route.text-order', cls: 'text' },
  { id: 'route.text-channel', cls: 'text' },
  { id: 'route.text-tag', cls: 'text' },
  { id: 'file.bom-proc', cls: 'text' },
  { id: 'file.bom-sink', cls: 'text' },
];
