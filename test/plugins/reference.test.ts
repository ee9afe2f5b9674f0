/**
 * Field configs from public deployments (../shared/reference): the verdicts its README expects.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSource } from '../../src/plugins/check.js';
import { resolve, validate, type KindId } from '../../src/plugins/index.js';
import { hasReference, referenceDir } from '../support/paths.js';
import { kindIds } from '../support/catalogs.js';
import { matchDiagnostics, type ExpectedDiagnostic } from '../support/diagnostics.js';

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const warning = (code: ExpectedDiagnostic['code'], pointer: string): ExpectedDiagnostic => ({ severity: 'warning', code, pointer });
/** A divergence from the published interface that a working agent reads: a note. */
const note = (pointer: string): ExpectedDiagnostic => ({ severity: 'info', code: 'spec/divergence', pointer });
const required = (member: string): ExpectedDiagnostic => ({ severity: 'error', code: 'schema/required', pointer: '', message: `"${member}"` });

/** What resolve must say about each config in configs/ (file name -> exact diagnostics). */
const expectedByConfig: Readonly<Record<string, readonly ExpectedDiagnostic[]>> = {
  'proc-aggregator--nethsecurity-sqlite.json': [note('/nested_mode')],
  // The fork lacks every required member but the three it has (and the sinks).
  'proc-aggregator--nexwall-fork.json': [
    required('aggregator'),
    required('format'),
    required('compressor'),
    required('privacy_mode'),
    { ...required('nested'), message: '"nested" or "nested_mode"' },
  ],
  'proc-core--nethsecurity-auto.json': [note('/sinks/sink-http-auto/informatics-http/types/0')],
  'proc-core--nethsecurity-legacy-and-flows.json': [note('/sinks/sink-socket/legacy/types/0')],
  'proc-core--nethsecurity-legacy-socket.json': [note('/sinks/sink-socket/legacy/types/0')],
  'proc-core--ns-monitoring-socket-flows.json': [],
  'proc-core--vendor-default.json': [note('/sinks/sink-http/legacy/types/0'), note('/sinks/sink-socket/default/types/0')],
  'sink-http--nethsecurity-auto.json': [],
  'sink-http--nexwall.json': [],
  'sink-http--vendor-default.json': [],
};

describe.skipIf(!hasReference)('reference configs', () => {
  const dir = join(referenceDir, 'configs');
  const files = hasReference
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  const ofKind = files
    .map((file) => ({ file, kind: kindIds.find((k) => file.startsWith(`${k}--`)) }))
    .filter((e): e is { file: string; kind: KindId } => e.kind !== undefined);

  it('finds configs of known kinds, each with its expectation here', () => {
    expect(ofKind.length).toBeGreaterThan(0);
    expect(ofKind.map((e) => e.file)).toEqual(Object.keys(expectedByConfig).sort());
  });

  it.each(ofKind.map((e) => [e.file, e] as const))('%s', (file, { kind }) => {
    const value = readJson(join(dir, file));
    const result = resolve(kind, value);
    const expected = expectedByConfig[file] ?? [];
    expect(matchDiagnostics(result.diagnostics, expected)).toEqual({ missing: [], unexpected: [] });
    const shouldBeValid = file !== 'proc-aggregator--nexwall-fork.json';
    expect(validate(kind, value).valid).toBe(shouldBeValid);
    expect(result.value === undefined).toBe(!shouldBeValid);
  });

  it('gives the fork exactly five errors, every one a missing member of the config', () => {
    const { diagnostics } = validate('proc-aggregator', readJson(join(dir, 'proc-aggregator--nexwall-fork.json')));
    const errors = diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toHaveLength(5);
    expect(errors.every((d) => d.code === 'schema/required' && d.pointer === '')).toBe(true);
  });
});

/**
 * Deployment folders: plugin configs of known kinds, the kind as their loader files say (the
 * `plugin_library` of the section whose `conf_filename` names the file), and the warnings expected.
 */
const deployments: readonly { file: string; kind: KindId; expected: readonly ExpectedDiagnostic[] }[] = [
  { file: 'nethsecurity/netify-proc-aggregator.json', kind: 'proc-aggregator', expected: [note('/nested_mode')] },
  { file: 'nethsecurity/netify-proc-core.json', kind: 'proc-core', expected: [] },
  {
    file: 'nethsecurity/netify-proc-dev-discovery.json',
    kind: 'proc-dev-discovery',
    expected: [
      warning('key/unknown', '/device_mac_ignore_group'),
      warning('key/unknown', '/ubus_api'),
      warning('key/unknown', '/netify_api/url'),
      warning('key/unknown', '/netify_api/key'),
      note('/netify_api'),
      note('/max_http_user_agents'),
    ],
  },
  { file: 'nethsecurity/netify-sink-http.json', kind: 'sink-http', expected: [] },
  { file: 'ns-monitoring/netify-ns-flows-proc.json', kind: 'proc-core', expected: [] },
  { file: 'ns-monitoring/netify-ns-flows-sink.json', kind: 'sink-http', expected: [warning('field/behaviour', '/tls_verify'), note('/channels/default/url')] },
  { file: 'ns-monitoring/netify-ns-stats-proc.json', kind: 'proc-aggregator', expected: [note('/nested_mode')] },
  { file: 'ns-monitoring/netify-ns-stats-sink.json', kind: 'sink-http', expected: [warning('field/behaviour', '/tls_verify'), note('/channels/default/url')] },
];

/** The loader sections of a deployment's plugins.d/: conf file name -> plugin library. */
function loaders(deployment: string): Map<string, string> {
  const dir = join(referenceDir, 'deployments', deployment, 'plugins.d');
  const out = new Map<string, string>();
  for (const file of readdirSync(dir).sort()) {
    for (const section of readFileSync(join(dir, file), 'utf8').split(/^\[/m).slice(1)) {
      const library = /^plugin_library\s*=\s*(.+)$/m.exec(section)?.[1]?.trim();
      const conf = /^conf_filename\s*=\s*(.+)$/m.exec(section)?.[1]?.trim();
      if (library && conf) out.set(conf.replace(/^.*\//, ''), library);
    }
  }
  return out;
}

describe.skipIf(!hasReference)('reference deployments', () => {
  it.each(deployments.map((d) => [d.file, d] as const))('%s', (file, { kind, expected }) => {
    const path = join(referenceDir, 'deployments', file);
    expect(existsSync(path)).toBe(true);
    const [deployment, name] = file.split('/') as [string, string];
    expect(loaders(deployment).get(name), 'the loader names the library of this kind').toMatch(new RegExp(`/libnetify-${kind}\\.so`));

    const value = readJson(path);
    expect(validate(kind, value).valid).toBe(true);
    const result = resolve(kind, value);
    expect(result.value).toBeDefined();
    expect(matchDiagnostics(result.diagnostics, expected)).toEqual({ missing: [], unexpected: [] });
  });
});

/** Configs of plugins the interface gives no schema for: parsed (syntax, duplicate keys), never an error. */
describe.skipIf(!hasReference)('reference configs without a schema', () => {
  const dir = join(referenceDir, 'configs');
  const files = hasReference
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json') && !kindIds.some((k) => f.startsWith(`${k}--`)))
        .sort()
    : [];

  it.each(files)('%s', async (file) => {
    const { result } = await checkSource({ file, text: readFileSync(join(dir, file), 'utf8'), format: 'json' });
    expect(result.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['info kind/unsupported']);
  });
});
