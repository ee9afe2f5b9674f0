/**
 * How proc-core 1.0.30 reads its config (ExcellentiaFuturale/Netify-Core-Processor-Plugin @
 * f7493d11, `src/npp-plugin.cpp` and `include/npp-plugin.hpp`). Every row was run on agent 5.0.7:
 * the run names are cases of ../shared/reference/agent-runs/config-cases or of
 * fixtures/agent-runs/found.
 */
import type { Effect, KeyReading, ReadingTable } from './model.js';

const release = 'proc-core 1.0.30';
const stops = (says: string): Effect => ({ does: 'stops', says });

/** format and compressor: the same reading at the top level (the channels' defaults) and in each channel. */
function enumKey(
  key: 'format' | 'compressor',
  known: readonly string[],
  fallback: string,
  at: 'top' | 'channel',
  lines: string,
  runs: Record<string, string>,
): KeyReading {
  return {
    key,
    at,
    accessor: `find("${key}"), type() == value_t::string, get<string>()`,
    reads: ['string'],
    cType: `enum nppChannelConfig::${key === 'format' ? 'Format' : 'Compressor'}`,
    default: at === 'top' ? fallback : `the top-level "${key}"`,
    absent: { does: 'reads' },
    wrongType:
      at === 'top'
        ? { does: 'ignores', uses: { value: fallback, shown: JSON.stringify(fallback) }, says: `it reads "${key}" only when it is a string` }
        : { does: 'ignores', uses: { inherit: key }, says: `it reads a channel "${key}" only when it is a string` },
    values: { known, unknown: stops(`it throws on an unknown "${key}" (${known.map((v) => JSON.stringify(v)).join(', ')} only)`) },
    source: `src/npp-plugin.cpp:${lines}`,
    runs,
  };
}

/** types: a top-level array is put in front of every channel's (the channel starts from the defaults). */
function typesKey(at: 'top' | 'channel', runs: Record<string, string>): KeyReading {
  const known = ['legacy-http', 'legacy-socket', 'stream-flows', 'stream-stats'];
  return {
    key: 'types',
    at,
    accessor: 'find("types"), type() == value_t::array, get<vector<string>>()',
    reads: ['array'],
    cType: 'vector<nppChannelConfig::Type>',
    default: at === 'top' ? '[] (no stream)' : 'the top-level "types"',
    absent:
      at === 'top'
        ? { does: 'reads' }
        : {
            does: 'ignores',
            uses: 'drop',
            says: 'the channel carries only the top-level "types" (none where the top level has none)',
            // Found case err-warning-proc-types+route-missing-sink-no-types-c502b6 (seed 2034): nothing sent.
            unreadTop: { key: 'types', says: 'the channel lists no "types" and the top-level "types" is not an array, so it carries nothing' },
          },
    wrongType:
      at === 'top'
        ? { does: 'ignores', uses: 'drop', says: 'it reads "types" only as an array, so no channel gets top-level types' }
        : {
            does: 'ignores',
            uses: 'drop',
            says: 'it reads "types" only as an array, so the channel carries only the top-level "types"',
            emptyWithoutTop: { key: 'types', says: 'it reads "types" only as an array, and the top level lists no types either: the channel carries nothing' },
          },
    items: {
      reads: ['string'],
      wrongType: stops('get<vector<string>>() throws on an item that is not a string'),
      values: { known, unknown: stops('it throws on an unknown stream type') },
    },
    source: 'src/npp-plugin.cpp:31-55, include/npp-plugin.hpp:43-48',
    runs,
  };
}

export const procCore1030: ReadingTable = {
  kind: 'proc-core',
  release,
  at: 'ExcellentiaFuturale/Netify-Core-Processor-Plugin@f7493d1195e1c5dc38d1611efebcb421aafa34f7',
  duplicates: {
    keeps: 'last',
    run: 'model-dup-format-last-valid, model-dup-format-last-unknown, model-dup-enable, model-dup-enable-last-false, model-dup-proc-channel, model-dup-top-types',
  },
  unknownKeys: 'ignored',
  channels: {
    path: ['sinks', '*', '*'],
    mapNotObject: stops('get<json::object_t>() throws on "sinks" (or one sink\'s channels) that is not an object'),
    notObject: {
      does: 'ignores',
      uses: 'drop',
      says: 'it finds no member in a channel that is not an object, so the channel gets the top-level settings and carries only the top-level "types" (none where the top level has none)',
    },
    disabled: {
      member: 'enable',
      then: 'skip',
      order: 'any',
      run: 'model-disabled-channel-garbage, model-disabled-channel-sink-not-loaded, model-disabled-channel-no-types, model-disabled-channel-types-number, proc-channel-disabled-first',
      source: 'src/npp-plugin.cpp:403-408',
    },
  },
  keys: [
    enumKey('format', ['json', 'msgpack'], 'json', 'top', '57-67, 381', { wrongType: 'model-format-number', unknown: 'bad-format', absent: 'missing-format' }),
    enumKey('compressor', ['none', 'gz'], 'none', 'top', '69-79, 381', { unknown: 'model-compressor-unknown' }),
    typesKey('top', { read: 'top-level-types', unknown: 'model-top-types-unknown', duplicate: 'model-dup-top-types' }),
    {
      key: 'flow_filters',
      at: 'top',
      accessor: 'find("flow_filters"), type() == value_t::array, get<vector<string>>()',
      reads: ['array'],
      cType: 'vector<string>',
      default: '[] (every flow is sent)',
      absent: { does: 'reads' },
      wrongType: { does: 'ignores', uses: 'drop', says: 'it reads "flow_filters" only as an array, so nothing is filtered: every flow is sent' },
      items: { reads: ['string'], wrongType: stops('get<vector<string>>() throws on a filter that is not a string') },
      source: 'src/npp-plugin.cpp:388-393',
      runs: { wrongType: 'model-flow-filters-string', itemType: 'model-flow-filters-number-item' },
    },
    {
      key: 'enable',
      at: 'channel',
      accessor: 'find("enable"), type() == value_t::boolean, get<bool>() != true',
      reads: ['boolean'],
      cType: 'bool',
      default: 'true',
      absent: { does: 'reads' },
      wrongType: { does: 'ignores', uses: { value: true, shown: 'true' }, says: 'it disables a channel only for false, so this channel stays on' },
      source: 'src/npp-plugin.cpp:403-408',
      runs: { wrongType: 'channel-enable-string', false: 'proc-channel-disabled-first' },
    },
    enumKey('format', ['json', 'msgpack'], 'json', 'channel', '57-67', { wrongType: 'model-channel-format-number', unknown: 'model-channel-format-unknown' }),
    enumKey('compressor', ['none', 'gz'], 'none', 'channel', '69-79', {
      wrongType: 'model-channel-compressor-bool',
      unknown: 'model-channel-compressor-unknown',
    }),
    typesKey('channel', {
      wrongType: 'types-not-array, model-types-not-array-top',
      unknown: 'unknown-type',
      itemType: 'model-types-number-item',
      empty: 'proc-types-empty',
    }),
  ],
};
