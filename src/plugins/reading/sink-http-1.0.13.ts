/**
 * How sink-http 1.0.13 reads its config (ExcellentiaFuturale/Netify-HTTP-Sink-Plugin @ 9260b352,
 * `src/nsp-plugin.cpp` and `include/nsp-plugin.hpp`), and what libcurl (Debian 12) does with what
 * it passes on. Run names are cases of ../shared/reference/agent-runs/config-cases or of
 * fixtures/agent-runs/found.
 */
import type { Effect, KeyReading, ReadingTable, StringClass } from './model.js';

const release = 'sink-http 1.0.13';
const stops = (says: string): Effect => ({ does: 'stops', says });
const reads = (says: string): Effect => ({ does: 'reads', says });

/** What libcurl makes of a channel URL, first match wins (after `${variables}` are expanded). */
const urls: readonly StringClass[] = [
  { match: /^$/, what: 'an empty URL', effect: stops('it throws on a channel whose URL is empty'), run: 'empty-url' },
  {
    // ASCII white space and controls before a NUL (the URL ends there); a U+00A0 or U+2028, white space to
    // JavaScript, is sent percent-encoded as any character beyond ASCII (runs model-url-nbsp, model-url-line-separator).
    match: /^[^\x00]*[\x01-\x20\x7f]/,
    what: 'a URL with white space or a control character',
    effect: { does: 'loses', says: 'libcurl refuses the URL ("URL using bad/illegal format" [3]) and every post of the channel fails' },
    run: 'model-url-space',
  },
  {
    match:
      /^[A-Za-z][A-Za-z0-9+.-]*:\/\/(?:[^/?#@]*@)?(?:\[[^\]/?#]*\]|[^/?#:@[]*):0*(?:[1-9]\d{5,}|6553[6-9]|655[4-9]\d|65[6-9]\d\d|6[6-9]\d{3}|[7-9]\d{4})(?:[/?#]|$)/,
    what: 'a port above 65535',
    effect: { does: 'loses', says: 'libcurl refuses the URL ("URL using bad/illegal format" [3]) and every post of the channel fails' },
    run: 'model-url-port-out-of-range',
  },
  {
    match: /^(?![hH][tT][tT][pP][sS]?:\/\/)[A-Za-z][A-Za-z0-9+.-]*:\/\//,
    what: 'a URL whose scheme is not http or https',
    effect: { does: 'loses', says: 'libcurl speaks that scheme to the endpoint, not HTTP, and no post arrives' },
    run: 'model-url-ftp',
  },
  {
    match: /^(?!https?:\/\/)[hH][tT][tT][pP][sS]?:\/\//,
    what: 'an upper-case scheme',
    effect: reads('libcurl reads the scheme in any case'),
    run: 'model-url-upper-scheme',
  },
  { match: /^(?![A-Za-z][A-Za-z0-9+.-]*:\/\/)/, what: 'a URL without a scheme', effect: reads('libcurl takes it as http://'), run: 'model-url-no-scheme' },
  {
    match: /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*@/,
    what: 'a "user:password@" part',
    effect: reads('libcurl sends it as a Basic Authorization header'),
    run: 'model-url-userinfo',
  },
  {
    // In the path only: one in the query is sent raw (the class below).
    match: /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*\/[\x00-\x22\x24-\x3e\x40-\x7f]*[^\x00-\x7f]/,
    what: 'a character beyond ASCII in the path',
    effect: reads('libcurl sends it percent-encoded as UTF-8: /flöws as /fl%c3%b6ws'),
    run: 'model-url-non-ascii',
  },
  {
    match: /^[^?#]*\?[\x00-\x22\x24-\x7f]*[^\x00-\x7f]/,
    what: 'a character beyond ASCII in the query',
    effect: { does: 'loses', says: 'libcurl sends it raw, and the server answers 400 Bad Request to every post' },
    run: 'model-url-non-ascii-query',
  },
  { match: /\?/, what: 'a query string', effect: reads('libcurl sends it in the request target'), run: 'model-url-query' },
  { match: /#/, what: 'a fragment', effect: reads('libcurl leaves the fragment out of the request'), run: 'model-url-fragment' },
  {
    // Last: a loss the text before the NUL shows wins.
    match: /\x00/,
    what: 'a NUL',
    effect: {
      does: 'ignores',
      uses: 'keep',
      says: 'it hands libcurl the URL as a C string, which ends at the NUL: the posts go to the URL before it, and what follows is never sent',
    },
    run: 'model-url-nul',
  },
];

/**
 * What a header value does on the wire (sink-http sends `name: value` to libcurl as a C string,
 * libcurl sends it as written), first match wins. A line break is sent as it is: a CRLF followed by
 * a `name:` line, or by a blank line, is posted (run model-header-value-crlf, a warning of the
 * sink-http rules); anything else an HTTP server refuses. Text after a CRLF CRLF is the body's.
 */
const refused: Effect = { does: 'loses', says: 'libcurl sends it as written, and an HTTP server answers 400 Bad Request to every post' };
export const headerValues: readonly StringClass[] = [
  {
    match: /^(?:(?!\r\n\r\n)[^\x00])*(?:[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]|\r(?!\n)|(?<!\r)\n)/,
    what: 'a header value with a control character, or a carriage return or line feed that is no CRLF',
    effect: refused,
    run: 'model-header-value-bare-cr, model-header-value-bare-lf, model-header-value-control',
  },
  {
    match: /^(?:(?!\r\n\r\n)[^\x00])*\r\n(?![!#$%&'*+.^_`|~0-9A-Za-z-]+:|\r\n|\x00|$)/,
    what: 'a header value whose line break is followed by no "name:" header line',
    effect: refused,
    run: 'model-header-value-crlf-no-header',
  },
  {
    match: /\x00/,
    what: 'a header value with a NUL',
    effect: { does: 'ignores', uses: 'keep', says: 'it hands libcurl the header as a C string, which ends at the NUL: what follows is never sent' },
    run: 'model-header-value-nul',
  },
];

/** A timeout: an unsigned JSON integer read into a 32-bit unsigned, handed to libcurl. */
function timeout(key: 'timeout_connect' | 'timeout_transfer', at: 'top' | 'channel', builtIn: number, lines: string, runs: Record<string, string>): KeyReading {
  return {
    key,
    at,
    accessor: `find("${key}"), type() == value_t::number_unsigned, get<unsigned>()`,
    reads: ['unsigned'],
    cType: 'unsigned (32 bits)',
    default: `${builtIn} (_NSP_TIMEOUT_${key === 'timeout_connect' ? 'CONNECT' : 'XFER'})`,
    absent: { does: 'reads' },
    wrongType: {
      does: 'ignores',
      uses: { value: builtIn, shown: `the built-in ${builtIn}` },
      says: 'it reads only a whole number of seconds >= 0 written without a fraction, exponent or quotes',
    },
    ...(at === 'channel'
      ? {
          cut: {
            type: 'uint32',
            run: 'model-timeout-wrap',
            accepted: {
              max: 2147483,
              above: {
                does: 'ignores',
                uses: 'keep',
                says: "libcurl refuses a timeout above 2147483 s (INT_MAX/1000) and keeps the one the connection had: the previous post's, of whichever channel",
              },
              run: 'model-timeout-curl-range, model-timeout-curl-max',
            },
          },
        }
      : {}),
    source: `src/nsp-plugin.cpp:${lines}, include/nsp-plugin.hpp:13-14, 52-53`,
    runs,
  };
}

/** A TLS switch: a JSON boolean. */
function tls(key: 'tls_verify' | 'tls_version1', at: 'top' | 'channel', builtIn: boolean, lines: string, runs: Record<string, string>): KeyReading {
  return {
    key,
    at,
    accessor: `find("${key}"), type() == value_t::boolean, get<unsigned>()`,
    reads: ['boolean'],
    cType: 'bool',
    default: String(builtIn),
    absent: { does: 'reads' },
    wrongType: {
      does: 'ignores',
      uses: { value: builtIn, shown: String(builtIn) },
      says: key === 'tls_verify' ? 'it reads only a JSON boolean, so it checks the certificate' : 'it reads only a JSON boolean',
    },
    source: `src/nsp-plugin.cpp:${lines}`,
    runs,
  };
}

export const sinkHttp1013: ReadingTable = {
  kind: 'sink-http',
  release,
  at: 'ExcellentiaFuturale/Netify-HTTP-Sink-Plugin@9260b35285edc1dfa1202bd6aa17118b99e0c541',
  duplicates: { keeps: 'last', run: 'model-url-dup, model-dup-sink-channel, model-dup-sink-enable, model-header-dup' },
  unknownKeys: 'ignored',
  channels: {
    path: ['channels', '*'],
    mapNotObject: stops('get<json::object_t>() throws on "channels" that is not an object'),
    notObject: stops('a channel that is not an object has no URL, and it throws on a channel without one'),
    disabled: { member: 'enable', then: 'stop', order: 'byte', run: 'disabled-channel-first', source: 'src/nsp-plugin.cpp:322-329' },
  },
  keys: [
    timeout('timeout_connect', 'top', 30, '107-109, 315', { wrongType: 'float-timeout' }),
    timeout('timeout_transfer', 'top', 300, '111-113, 315', { wrongType: 'float-timeout' }),
    tls('tls_verify', 'top', true, '115-117, 315', { notApplied: 'top-level-tls' }),
    tls('tls_version1', 'top', false, '119-121, 315', { notApplied: 'top-level-tls' }),
    {
      key: 'headers',
      at: 'top',
      accessor: 'find("headers"), type() == value_t::object, get<map<string, string>>()',
      reads: ['object'],
      cType: 'map<string, string>',
      default: '{} (never applied to a channel)',
      absent: { does: 'reads' },
      wrongType: { does: 'ignores', uses: 'drop', says: 'it reads top-level "headers" only as an object, and never applies them to a channel' },
      members: {
        reads: ['string'],
        wrongType: {
          does: 'hangs',
          says: 'it throws on a header value that is not a string while it holds its lock: the agent posts nothing and does not exit',
        },
      },
      source: 'src/nsp-plugin.cpp:127-137, 313-315',
      runs: { memberType: 'model-top-headers-number' },
    },
    {
      key: 'url',
      at: 'top',
      accessor: 'find("url"), type() == value_t::string, get<string>()',
      reads: ['string'],
      cType: 'string',
      default: '"" (never applied to a channel)',
      absent: { does: 'reads' },
      wrongType: { does: 'ignores', uses: 'drop', says: 'it reads a top-level "url" only as a string, and never applies it to a channel' },
      source: 'src/nsp-plugin.cpp:123-125, 315',
      runs: { wrongType: 'model-top-url-number' },
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
      source: 'src/nsp-plugin.cpp:324-329',
      runs: { wrongType: 'channel-enable-string', duplicate: 'model-dup-sink-enable' },
    },
    timeout('timeout_connect', 'channel', 30, '107-109, 412-413', { wrongType: 'float-timeout', negative: 'neg-timeout', cut: 'model-timeout-connect-wrap' }),
    timeout('timeout_transfer', 'channel', 300, '111-113, 414', { wrongType: 'model-timeout-2e64', cut: 'model-timeout-wrap' }),
    tls('tls_verify', 'channel', true, '115-117, 398-401', {}),
    tls('tls_version1', 'channel', false, '119-121, 403-405', {}),
    {
      key: 'url',
      at: 'channel',
      accessor: 'find("url"), type() == value_t::string, get<string>(), nd_expand_variables',
      reads: ['string'],
      cType: 'string',
      default: '"" (then it throws)',
      absent: stops('it throws on a channel without a URL'),
      wrongType: stops('it reads only a string URL, and throws on a channel without one'),
      strings: urls,
      plain: /^https?:\/\/[A-Za-z0-9._~${}-]+(?::[0-9]{1,4})?(?:\/[A-Za-z0-9._~/${}%-]*)?$/,
      source: 'src/nsp-plugin.cpp:123-125, 334-336, 410',
      runs: { absent: 'no-url', wrongType: 'model-url-number', duplicate: 'model-url-dup' },
    },
    {
      key: 'headers',
      at: 'channel',
      accessor: 'find("headers"), type() == value_t::object, get<map<string, string>>()',
      reads: ['object'],
      cType: 'map<string, string>',
      default: '{}',
      absent: { does: 'reads' },
      wrongType: { does: 'ignores', uses: 'drop', says: 'it reads only an object of names to values: this channel sends none of them' },
      members: {
        reads: ['string'],
        wrongType: stops('get<map<string, string>>() throws on a header value that is not a string'),
        names: [
          {
            // The header goes to libcurl as a C string ("name: value"): a NUL before the colon ends it there.
            match: /^[^:]*\x00/,
            what: 'a header name with a NUL',
            effect: {
              does: 'ignores',
              uses: 'keep',
              says: 'it hands libcurl the header as a C string, which ends at the NUL, before the colon: what follows is never sent, and the posts arrive',
            },
            run: 'model-header-name-nul',
          },
          {
            // What libcurl sends as the name: the text before the first ":" (run model-header-name-colon:
            // "X:Site" arrived as "X: Site: a"); an empty name was posted too.
            match: /^(?![!#$%&'*+.^_`|~0-9A-Za-z-]*(?::|$))/,
            what: "a header name that is no HTTP token (letters, digits and !#$%&'*+-.^_`|~, no space)",
            effect: { does: 'loses', says: 'it sends the header as written, and an HTTP server answers 400 Bad Request to every post' },
            run: 'model-header-name-space',
          },
        ],
        strings: headerValues,
      },
      source: 'src/nsp-plugin.cpp:127-137',
      runs: { memberType: 'header-nonstring', duplicate: 'model-header-dup' },
    },
  ],
};
