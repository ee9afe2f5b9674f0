// The deployments behind fixtures/agent-runs/found/model-*: each is the reference control deployment
// (proc-core flows + stats -> sink-http flows + stats) with one change, written as raw JSON text so
// that duplicate keys and big numbers stay as written. `node model-cases.mjs OUT` writes OUT/<name>/etc
// and DESCRIPTION; record-runs.mjs then runs each through the real agent.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const loader = (tag, lib, conf) => `[${tag}]\nenable = yes\nplugin_library = /usr/lib/${lib}\nconf_filename = \${path_state_persistent}/${conf}\n`;
const channel = (types, extra = '') => `{${extra ? `${extra}, ` : ''}"enable": true, "types": ${JSON.stringify(types)}}`;
const proc = ({ top = '"format": "json", "compressor": "none"', flows = '', stats = '', more = '' } = {}) =>
  `{${top ? `${top}, ` : ''}"sinks": {"sink-http": {"flows": ${channel(['stream-flows'], flows)}, "stats": ${channel(['stream-stats'], stats)}${more ? `, ${more}` : ''}}}}\n`;
const url = (path) => `"url": "http://127.0.0.1:8080/${path}"`;
const sink = ({ top = '', flows = url('flows'), stats = url('stats'), more = '' } = {}) =>
  `{${top ? `${top}, ` : ''}"channels": {"flows": {${flows}}, "stats": {${stats}}${more ? `, ${more}` : ''}}}\n`;

/** name -> [description, proc-core text, sink-http text, server delay in ms] */
export const cases = {
  'model-control': ['control: proc-core flows + stats -> sink-http flows + stats, as the other model-* cases write it', proc(), sink()],
  'model-format-number': ['proc-core top-level "format": 5 (wrong JSON type)', proc({ top: '"format": 5' }), sink()],
  'model-channel-format-number': ['proc-core channel "format": 1 (wrong JSON type)', proc({ flows: '"format": 1' }), sink()],
  'model-channel-compressor-bool': ['proc-core channel "compressor": true (wrong JSON type)', proc({ flows: '"compressor": true' }), sink()],
  'model-channel-format-unknown': ['proc-core channel "format": "xml" (unknown value)', proc({ flows: '"format": "xml"' }), sink()],
  'model-channel-compressor-unknown': ['proc-core channel "compressor": "zstd" (unknown value)', proc({ flows: '"compressor": "zstd"' }), sink()],
  'model-compressor-unknown': ['proc-core top-level "compressor": "bz2" (unknown value)', proc({ top: '"compressor": "bz2"' }), sink()],
  'model-flow-filters-string': ['proc-core "flow_filters" a string, not an array', proc({ top: '"flow_filters": "ip_protocol == 17;"' }), sink()],
  'model-flow-filters-number-item': ['proc-core "flow_filters": [6] (an item not a string)', proc({ top: '"flow_filters": [6]' }), sink()],
  'model-types-number-item': ['proc-core channel "types": [1] (an item not a string)', proc({ more: '"x": {"types": [1]}' }), sink()],
  'model-top-types-unknown': ['proc-core top-level "types": ["bogus"]', proc({ top: '"types": ["bogus"]' }), sink()],
  'model-disabled-channel-garbage': [
    'proc-core disabled channel holding an unknown type, format and compressor and a types string',
    proc({ more: '"off": {"enable": false, "types": ["bogus"], "format": "xml", "compressor": 7}' }),
    sink(),
  ],
  'model-disabled-channel-no-types': ['proc-core disabled channel without "types"', proc({ more: '"off": {"enable": false}' }), sink()],
  'model-disabled-channel-types-number': ['proc-core disabled channel "types": [1]', proc({ more: '"off": {"enable": false, "types": [1]}' }), sink()],
  'model-disabled-channel-sink-not-loaded': [
    'proc-core disabled channel under a sink tag that is not loaded',
    proc().replace('"sinks": {', '"sinks": {"sink-nowhere": {"x": {"enable": false, "types": ["stream-flows"]}}, '),
    sink(),
  ],
  'model-url-port-out-of-range': ['sink-http url with port 99999', proc(), sink({ flows: '"url": "http://127.0.0.1:99999/flows"' })],
  'model-channel-not-object': ['proc-core channel that is a number, not an object', proc({ more: '"x": 5' }), sink()],
  'model-sinks-array': ['proc-core "sinks": [] (not an object)', '{"sinks": []}\n', sink()],
  'model-dup-format-last-valid': ['proc-core "format" twice: "xml" then "json"', proc({ top: '"format": "xml", "format": "json"' }), sink()],
  'model-dup-format-last-unknown': ['proc-core "format" twice: "json" then "xml"', proc({ top: '"format": "json", "format": "xml"' }), sink()],
  'model-dup-enable': [
    'proc-core channel "enable" twice: false then true',
    proc({ flows: '"enable": false' }).replace('"enable": false, "enable": true', '"enable": false, "enable": true'),
    sink(),
  ],
  'model-dup-enable-last-false': [
    'proc-core channel "enable" twice: true then false',
    proc().replace('"flows": {"enable": true', '"flows": {"enable": true, "enable": false'),
    sink(),
  ],
  'model-dup-proc-channel': [
    'proc-core channel "flows" twice: stream-stats then stream-flows',
    proc().replace('"sink-http": {', '"sink-http": {"flows": {"types": ["stream-stats"]}, '),
    sink(),
  ],
  'model-url-no-scheme': ['sink-http url without a scheme', proc(), sink({ flows: '"url": "127.0.0.1:8080/flows"' })],
  'model-url-fragment': ['sink-http url with a fragment', proc(), sink({ flows: '"url": "http://127.0.0.1:8080/flows#part"' })],
  'model-url-userinfo': ['sink-http url with user:password@', proc(), sink({ flows: '"url": "http://user:secret@127.0.0.1:8080/flows"' })],
  'model-url-query': ['sink-http url with a query string', proc(), sink({ flows: '"url": "http://127.0.0.1:8080/flows?site=a"' })],
  'model-url-upper-scheme': ['sink-http url with an upper-case scheme', proc(), sink({ flows: '"url": "HTTP://127.0.0.1:8080/flows"' })],
  'model-url-space': ['sink-http url with a space in its path', proc(), sink({ flows: '"url": "http://127.0.0.1:8080/fl ows"' })],
  'model-url-non-ascii': ['sink-http url with a non-ASCII letter in its path (U+00F6)', proc(), sink({ flows: '"url": "http://127.0.0.1:8080/fl\u00f6ws"' })],
  'model-header-name-space': [
    'sink-http channel flows with the header "X Site" (a space in its name)',
    proc(),
    sink({ flows: `${url('flows')}, "headers": {"X Site": "a"}` }),
  ],
  'model-header-name-colon': [
    'sink-http channel flows with the header "X:Site" (a colon in its name)',
    proc(),
    sink({ flows: `${url('flows')}, "headers": {"X:Site": "a"}` }),
  ],
  'model-url-non-ascii-query': [
    'sink-http url with a non-ASCII letter in its query (U+00E4)',
    proc(),
    sink({ flows: '"url": "http://127.0.0.1:8080/flows?q=\u00e4"' }),
  ],
  'model-header-value-crlf': [
    'sink-http channel flows with the header value "a\\r\\nX-Evil: b" (a line break in it)',
    proc(),
    sink({ flows: `${url('flows')}, "headers": {"X-Site": "a\\r\\nX-Evil: b"}` }),
  ],
  'model-url-ftp': ['sink-http url with an ftp scheme', proc(), sink({ flows: '"url": "ftp://127.0.0.1:8080/flows"' })],
  'model-url-number': ['sink-http url a number', proc(), sink({ flows: '"url": 5' })],
  'model-url-dup': ['sink-http url twice: /wrong then /flows', proc(), sink({ flows: `${url('wrong')}, ${url('flows')}` })],
  'model-dup-sink-channel': [
    'sink-http channel "flows" twice: /wrong then /flows',
    proc(),
    sink().replace('"channels": {', `"channels": {"flows": {${url('wrong')}}, `),
  ],
  'model-header-dup': ['sink-http header "X-Site" twice: "a" then "b"', proc(), sink({ flows: `${url('flows')}, "headers": {"X-Site": "a", "X-Site": "b"}` })],
  'model-dup-sink-enable': ['sink-http channel "enable" twice: false then true', proc(), sink({ flows: `${url('flows')}, "enable": false, "enable": true` })],
  'model-channels-array': ['sink-http "channels": [] (not an object)', proc(), '{"channels": []}\n'],
  'model-sink-channel-not-object': ['sink-http channel that is a number, not an object', proc(), sink({ more: '"x": 5' })],
  'model-top-headers-number': ['sink-http top-level "headers" with a number value', proc(), sink({ top: '"headers": {"X-Site": 1}' })],
  'model-top-url-number': ['sink-http top-level "url": 5', proc(), sink({ top: '"url": 5' })],
  'model-timeout-wrap': [
    'sink-http channel timeout_transfer 4294967298 (2^32 + 2) against an endpoint that answers /flows after 4 s',
    proc(),
    sink({ flows: `${url('flows')}, "timeout_transfer": 4294967298` }),
    '4000 /flows',
  ],
  'model-timeout-2e64': [
    'sink-http channel timeout_transfer 18446744073709551618 (above 2^64) against an endpoint that answers /flows after 4 s',
    proc(),
    sink({ flows: `${url('flows')}, "timeout_transfer": 18446744073709551618` }),
    '4000 /flows',
  ],
  'model-timeout-curl-range': [
    'sink-http timeout_transfer 2147484 on flows, 2 on stats (answered at once), against an endpoint that answers /flows after 4 s',
    proc(),
    sink({ flows: `${url('flows')}, "timeout_transfer": 2147484`, stats: `${url('stats')}, "timeout_transfer": 2` }),
    '4000 /flows',
  ],
  'model-timeout-curl-max': [
    'sink-http timeout_transfer 2147483 on flows, 2 on stats (answered at once), against an endpoint that answers /flows after 4 s',
    proc(),
    sink({ flows: `${url('flows')}, "timeout_transfer": 2147483`, stats: `${url('stats')}, "timeout_transfer": 2` }),
    '4000 /flows',
  ],
  'model-timeout-wrap-control': [
    'sink-http channel timeout_transfer 2 against an endpoint that answers /flows after 4 s (the control of model-timeout-wrap)',
    proc(),
    sink({ flows: `${url('flows')}, "timeout_transfer": 2` }),
    '4000 /flows',
  ],
  'model-timeout-connect-wrap': [
    'sink-http channel timeout_connect 4294967296 (2^32, read as 0) with a URL nobody answers: 0 is curl default connect time',
    proc(),
    sink({ flows: `${url('flows')}, "timeout_connect": 4294967296` }),
  ],
  'model-types-not-array-top': [
    'proc-core channel "types" a string ("stream-flows") on flows, with a top-level "types": ["stream-stats"]',
    proc({ top: '"types": ["stream-stats"]' }).replace(
      '"flows": {"enable": true, "types": ["stream-flows"]}',
      '"flows": {"enable": true, "types": "stream-flows"}',
    ),
    sink(),
  ],
  'model-dup-top-types': [
    'proc-core top-level "types" twice: ["bogus"] then ["stream-stats"]',
    proc({ top: '"types": ["bogus"], "types": ["stream-stats"]' }),
    sink(),
  ],
};

if (process.argv[2]) {
  for (const [name, [description, procText, sinkText, delay]] of Object.entries(cases)) {
    const dir = join(process.argv[2], name);
    mkdirSync(join(dir, 'etc', 'plugins.d'), { recursive: true });
    writeFileSync(join(dir, 'etc', 'plugins.d', '10-netify-proc-core.conf'), loader('proc-core', 'libnetify-proc-core.so.0.0.0', 'netify-proc-core.json'));
    writeFileSync(join(dir, 'etc', 'plugins.d', '10-netify-sink-http.conf'), loader('sink-http', 'libnetify-sink-http.so.0.0.0', 'netify-sink-http.json'));
    writeFileSync(join(dir, 'etc', 'netify-proc-core.json'), procText);
    writeFileSync(join(dir, 'etc', 'netify-sink-http.json'), sinkText);
    writeFileSync(join(dir, 'DESCRIPTION'), `${description}\n`);
    if (delay) writeFileSync(join(dir, 'DELAY'), `${delay}\n`);
  }
}
