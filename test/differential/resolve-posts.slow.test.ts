/**
 * What `agentconf resolve` prints for sink-http configs is what sink-http 1.0.13 did with them
 * (run `resolve-posts`): one run of the real agent with proc-core sending stats records to several
 * sink-http instances (each its own connection, so TLS settings of one cannot leak into another),
 * posting to a recording endpoint on loopback, over TLS to a self-signed certificate made here
 * with `openssl` (the TLS cases are left out without it). Compared with the printed effective
 * configs (`resolve` of each sink-http and proc-core config, run as the command):
 * - which channels post: a channel posts exactly when resolve shows it enabled, a proc-core
 *   channel routes to it, and its URL is plain http or its `tls_verify` is false (the certificate
 *   is self-signed). So `enable: "no"` stays on, a channel after a disabled one is off, and a
 *   top-level `tls_verify: false` verifies (the documented reading predicts otherwise);
 * - the configured headers each post carried are the channel's headers as printed (top-level
 *   `headers` are not sent, `""` is sent as `-`, uuid variables expanded, `headers` that are not
 *   an object send nothing);
 * - Content-Type and Content-Encoding follow the format and compressor resolve prints for the
 *   proc-core channel, and the body decodes as that;
 * - `tls_version1: true` is a minimum, not a forced TLS 1.0 (the post came over TLS 1.3);
 * - the one thing resolve cannot show: a sink channel fed JSON and msgpack by two processors
 *   labels every post with the Content-Type of the first payload (the header list is built once).
 * Skipped without ../shared/real-agent.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { decode } from '@msgpack/msgpack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareAgent, runAgentRecording, type Posted, type RecordedOutcome, type TlsMaterial } from './real-agent.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const shared = process.env.AGENTCONF_SHARED ?? join(repo, '..', 'shared');
const agentPackage = join(shared, 'real-agent');
const cli = join(repo, 'dist', 'cli', 'agentconf.cjs');

/** The device's identity, given to the agent (main config) and to resolve (--var) alike. */
const uuid = { uuid_agent: 'AC-ON-F1-G0', uuid_serial: 'serial-19' };
const agentConf = `[netifyd]\nuuid = ${uuid.uuid_agent}\nuuid_serial = ${uuid.uuid_serial}\n`;

const http = (path: string) => `http://127.0.0.1:8080/${path}`;
const https = (path: string) => `https://127.0.0.1:8443/${path}`;

/** sink-http configs by loader tag. */
const plainSinks: Record<string, unknown> = {
  'sink-http': {
    headers: { 'X-Top': 'never sent' },
    channels: {
      plain: {
        url: http('plain'),
        headers: { 'X-Chan': 'c', 'X-Empty': '', 'X-UUID': '${uuid_agent}', 'X-Serial': '${uuid_serial}', 'X-Site': '${uuid_site}' },
      },
      packed: { url: http('packed') },
      gz: { url: http('gz') },
      override: { url: http('override'), headers: { 'User-Agent': 'mine', 'Content-Type': 'text/plain', Accept: 'text/csv' } },
      'headers-array': { url: http('headers-array'), headers: ['X-A: b'] },
      unrouted: { url: http('unrouted') },
      mixed: { url: http('mixed') },
    },
  },
  'sink-enable': {
    channels: {
      'a-on': { url: http('a-on'), enable: true },
      'b-no': { url: http('b-no'), enable: 'no' },
      'c-off': { url: http('c-off'), enable: false },
      'd-after': { url: http('d-after') },
    },
  },
};
/** One instance per TLS case: sink-http 1.0.13 shares one connection, and its TLS options, between the channels of an instance. */
const tlsSinks: Record<string, unknown> = {
  'sink-tls-top': { tls_verify: false, channels: { t: { url: https('tls-top') } } },
  'sink-tls-true': { channels: { t: { url: https('tls-true'), tls_verify: true } } },
  'sink-tls-false': { channels: { t: { url: https('tls-false'), tls_verify: false } } },
  'sink-tls-string': { channels: { t: { url: https('tls-string'), tls_verify: 'false' } } },
  'sink-tls-v1': { channels: { t: { url: https('tls-v1'), tls_verify: false, tls_version1: true } } },
};

const stats = { types: ['stream-stats'] };
/** The processors: proc-core routes to every channel but `unrouted`; proc-msgpack also feeds `mixed`. */
function processors(sinks: Record<string, unknown>): Record<string, unknown> {
  const routes: Record<string, Record<string, unknown>> = {};
  for (const [tag, config] of Object.entries(sinks)) {
    const names = Object.keys((config as { channels: object }).channels).filter((n) => n !== 'unrouted');
    routes[tag] = Object.fromEntries(names.map((n) => [n, stats]));
  }
  routes['sink-http']!.packed = { ...stats, format: 'msgpack', compressor: 'gz' };
  routes['sink-http']!.gz = { ...stats, compressor: 'gz' };
  return {
    'proc-core': { format: 'json', compressor: 'none', sinks: routes },
    'proc-msgpack': { format: 'msgpack', sinks: { 'sink-http': { mixed: stats } } },
  };
}

/** `agentconf resolve FILE` as printed (JSON). */
function resolved(file: string, ...options: string[]): Record<string, any> {
  const vars = Object.entries(uuid).flatMap(([name, value]) => ['--var', `${name}=${value}`]);
  return JSON.parse(
    execFileSync(process.execPath, [cli, 'resolve', file, '--kind', options.shift() ?? 'sink-http', ...vars, ...options], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );
}

/** The headers a post carried that the config asked for: those after sink-http's own User-Agent. */
function configured(post: Posted): [string, string][] {
  const own = post.headers.findIndex(([name]) => name.toLowerCase() === 'user-agent');
  return post.headers.slice(own + 1).filter(([name]) => name.toLowerCase() !== 'content-length');
}
const header = (post: Posted, name: string) => post.headers.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];
const pathOf = (url: string) => new URL(url).pathname;

const tmp = mkdtempSync(join(tmpdir(), 'agentconf-resolve-posts-'));
const hasOpenssl = spawnSync('openssl', ['version']).status === 0;

describe.skipIf(!existsSync(agentPackage))('resolve prints what sink-http 1.0.13 did (run resolve-posts)', () => {
  let outcome: RecordedOutcome | undefined;
  let skip = '';
  const sinks = { ...plainSinks, ...(hasOpenssl ? tlsSinks : {}) };
  const etc = join(tmp, 'etc');
  const effective: Record<string, Record<string, any>> = {};
  const procs = processors(sinks);

  beforeAll(async () => {
    const prepared = prepareAgent(agentPackage);
    if ('skip' in prepared) {
      skip = prepared.skip;
      return;
    }
    let tls: TlsMaterial | undefined;
    if (hasOpenssl) {
      const key = join(tmp, 'key.pem');
      const cert = join(tmp, 'cert.pem');
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1'], {
        stdio: 'ignore',
      });
      tls = { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
    }
    mkdirSync(join(etc, 'plugins.d'), { recursive: true });
    const loader = (tag: string, lib: string) =>
      `[${tag}]\nenable = yes\nplugin_library = /usr/lib/${lib}.so.0.0.0\nconf_filename = \${path_state_persistent}/${tag}.json\n`;
    writeFileSync(
      join(etc, 'plugins.d', '10-processors.conf'),
      Object.keys(procs)
        .map((tag) => loader(tag, 'libnetify-proc-core'))
        .join(''),
    );
    writeFileSync(
      join(etc, 'plugins.d', '20-sinks.conf'),
      Object.keys(sinks)
        .map((tag) => loader(tag, 'libnetify-sink-http'))
        .join(''),
    );
    for (const [tag, config] of Object.entries({ ...sinks, ...procs })) writeFileSync(join(etc, `${tag}.json`), JSON.stringify(config));
    for (const tag of Object.keys(sinks)) effective[tag] = resolved(join(etc, `${tag}.json`));
    for (const tag of Object.keys(procs)) effective[tag] = resolved(join(etc, `${tag}.json`), 'proc-core');
    try {
      outcome = await runAgentRecording(prepared.dir, etc, join(prepared.dir, 'pcaps', 'mixed.pcap'), tls, agentConf);
    } finally {
      rmSync(prepared.dir, { recursive: true, force: true });
    }
  }, 180_000);

  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  /** Each sink channel as resolve prints it, with the proc-core channels that route to it. */
  const channels = () =>
    Object.keys(sinks).flatMap((tag) =>
      Object.entries(effective[tag]!.channels as Record<string, Record<string, any>>).map(([name, channel]) => ({
        tag,
        name,
        channel,
        path: pathOf(channel.url),
        feeds: Object.values(effective)
          .map((p) => p.sinks?.[tag]?.[name] as Record<string, any> | undefined)
          .filter((c) => c !== undefined && c.enable !== false),
      })),
    );
  const postsTo = (path: string) => outcome!.requests.filter((r) => r.path === path);

  it('runs without stopping', (ctx) => {
    if (outcome === undefined) return ctx.skip(skip);
    expect(outcome.fatal, outcome.logErrors.join('\n')).toBe(false);
    if (!hasOpenssl) ctx.skip('no openssl here: the TLS cases were left out');
  });

  it('posts on exactly the channels resolve shows enabled, routed to and reachable', (ctx) => {
    if (outcome === undefined) return ctx.skip(skip);
    const expected = channels()
      .filter((c) => c.channel.enable === true && c.feeds.length > 0 && (c.path.startsWith('/tls') ? c.channel.tls_verify === false : true))
      .map((c) => c.path)
      .sort();
    expect(Object.keys(outcome.posts).sort()).toEqual(expected);
    // The cases the agent reading exists for: a string enable stays on, a channel after a disabled one is off.
    expect(expected).toEqual(expect.arrayContaining(['/b-no', '/headers-array']));
    expect(expected).not.toContain('/d-after');
  });

  it.skipIf(!hasOpenssl)('verifies where the top level says tls_verify false, as resolve shows and --documented does not', (ctx) => {
    if (outcome === undefined) return ctx.skip(skip);
    const documented = resolved(join(etc, 'sink-tls-top.json'), 'sink-http', '--documented');
    expect(documented.channels.t.tls_verify).toBe(false);
    expect(effective['sink-tls-top']!.channels.t.tls_verify).toBe(true);
    expect(outcome.posts['/tls-top']).toBeUndefined();
  });

  it('sends the headers resolve prints for the channel, and no others', (ctx) => {
    if (outcome === undefined) return ctx.skip(skip);
    for (const c of channels()) {
      // sink-http builds each channel's header list from a std::map: byte order of names.
      const printed = Object.entries((c.channel.headers ?? {}) as Record<string, string>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      for (const post of postsTo(c.path)) expect(configured(post), `${c.tag} ${c.name}`).toEqual(printed);
    }
    expect(effective['sink-http']!.channels.plain.headers).toEqual({
      'X-Chan': 'c',
      'X-Empty': '-',
      'X-UUID': uuid.uuid_agent,
      'X-Serial': uuid.uuid_serial,
      'X-Site': '-',
    });
    expect(postsTo('/plain').length).toBeGreaterThan(0);
  });

  it('labels and encodes each post as the format and compressor resolve prints for its proc-core channel', (ctx) => {
    if (outcome === undefined) return ctx.skip(skip);
    for (const c of channels().filter((c) => c.feeds.length === 1)) {
      const { format, compressor } = c.feeds[0]!;
      for (const post of postsTo(c.path)) {
        // A configured Content-Type is sent after sink-http's own: the first is the plugin's.
        expect(header(post, 'content-type'), c.path).toBe(`application/${format}`);
        expect(header(post, 'content-encoding'), c.path).toBe(compressor === 'gz' ? 'gzip' : undefined);
        const body = compressor === 'gz' ? gunzipSync(post.body) : post.body;
        expect(() => (format === 'json' ? JSON.parse(body.toString('utf8')) : decode(body)), c.path).not.toThrow();
      }
    }
    expect(postsTo('/packed').length).toBeGreaterThan(0);
    expect(postsTo('/gz').length).toBeGreaterThan(0);
  });

  it('sends a configured User-Agent and Content-Type after its own (twice); a configured Accept replaces its own', (ctx) => {
    if (outcome === undefined) return ctx.skip(skip);
    const posts = postsTo('/override');
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      const values = (name: string) => post.headers.filter(([n]) => n.toLowerCase() === name).map(([, v]) => v);
      expect(values('content-type')).toEqual(['application/json', 'text/plain']);
      expect(values('user-agent')).toEqual([expect.stringMatching(/^Netify Agent\/5\.0\.7 /), 'mine']);
      expect(values('accept')).toEqual(['text/csv']);
    }
  });

  it.skipIf(!hasOpenssl)('tls_version1 true sets a minimum: the post comes over TLS 1.2 or later, not TLS 1.0', (ctx) => {
    if (outcome === undefined) return ctx.skip(skip);
    expect(effective['sink-tls-v1']!.channels.t.tls_version1).toBe(true);
    const posts = postsTo('/tls-v1');
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(post.tls).toMatch(/^TLSv1\.[23]$/);
  });

  it('labels every post of a channel fed JSON and msgpack with the Content-Type of the first (beyond what resolve shows)', (ctx) => {
    if (outcome === undefined) return ctx.skip(skip);
    const posts = postsTo('/mixed');
    const types = new Set(posts.map((p) => header(p, 'content-type')));
    const bodies = new Set(posts.map((p) => (p.body[0] === 0x7b ? 'json' : 'msgpack')));
    expect(bodies).toEqual(new Set(['json', 'msgpack']));
    expect(types.size).toBe(1);
  });
});
