/**
 * Writes a synthetic deployment: `pairs` pipelines, each a processor (aggregator and core in
 * turn) and the HTTP sink it sends to, loaded from one loader file per pipeline. Every reference
 * resolves, so a lint of it finds nothing. Used by a test and by `npm run bench`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes the deployment into `root` (created if needed); returns the number of plugins. */
export function writeDeployment(root, pairs) {
  mkdirSync(join(root, 'plugins.d'), { recursive: true });
  for (let i = 0; i < pairs; i++) {
    const n = String(i).padStart(4, '0');
    const kind = i % 2 === 0 ? 'proc-aggregator' : 'proc-core';
    const proc = `${kind}-${n}`;
    const sink = `sink-http-${n}`;
    writeFileSync(
      join(root, 'plugins.d', `${n}-pipeline.conf`),
      [
        `[${proc}]`,
        'enable = yes',
        `plugin_library = \${path_plugin_libdir}/libnetify-${kind}.so.0.0.0`,
        `conf_filename = \${path_state_persistent}/${proc}.json`,
        '',
        `[${sink}]`,
        'enable = yes',
        'plugin_library = ${path_plugin_libdir}/libnetify-sink-http.so.0.0.0',
        `conf_filename = \${path_state_persistent}/${sink}.json`,
        '',
      ].join('\n'),
    );
    const channel = { default: kind === 'proc-core' ? { types: ['stream-flows', 'stream-stats'] } : {} };
    const config =
      kind === 'proc-core'
        ? { format: 'json', compressor: 'none', sinks: { [sink]: channel } }
        : {
            aggregator: 1,
            batched_rows: 0,
            log_interval: 60,
            privacy_mode: false,
            nested: false,
            format: 'json',
            compressor: 'gz',
            sinks: { [sink]: channel },
          };
    writeFileSync(join(root, `${proc}.json`), JSON.stringify(config, null, 2) + '\n');
    writeFileSync(
      join(root, `${sink}.json`),
      JSON.stringify({ timeout_connect: 30, channels: { default: { url: `https://collector.example.com/${n}/\${uuid_agent}` } } }, null, 2) + '\n',
    );
  }
  return pairs * 2;
}
