/** The effective config, by example: defaults, inheritance, variables, and what resolve must not do. */
import { describe, expect, it } from 'vitest';
import { agentVariables, resolve, validate, type KindId } from '../../src/plugins/index.js';
import { deepFreeze } from '../support/data.js';
import { defaultVariables } from '../../src/core/variables.js';

const codes = (kind: KindId, value: unknown, variables?: Record<string, string>) =>
  resolve(kind, value, variables ? { variables } : {}).diagnostics.map((d) => `${d.severity} ${d.code} ${d.pointer}`);

const httpChannel = (url = 'https://collector.example.com/v1/') => ({ url });

describe('defaults', () => {
  it('fills the optional device discovery members and channel members', () => {
    const value = resolve('proc-dev-discovery', {
      format: 'json',
      compressor: 'gz',
      sinks: { 'sink-log': { devices: {} } },
    }).value!;
    expect(value).toMatchObject({
      max_confidence: 80,
      max_devices: 0,
      max_device_age: 0,
      max_ja4_clients: 10,
      max_mdns_services: 10,
      max_http_user_agents: 10,
      max_ssdp_user_agents: 10,
      process_all_macs: false,
    });
    expect(value.sinks!['sink-log']!.devices).toEqual({ enable: true, flush: true, format: 'json', compressor: 'gz' });
    // Members with no default stay absent.
    expect(Object.hasOwn(value, 'path_device_cache')).toBe(false);
    expect(Object.hasOwn(value, 'cloud_api')).toBe(false);
  });

  it('fills the enable of an object the config writes but leaves empty', () => {
    const value = resolve('proc-dev-discovery', { format: 'json', compressor: 'none', cloud_api: {} }).value!;
    expect(value.cloud_api).toEqual({ enable: true });
  });

  it('keeps a written per-MAC limit, either form', () => {
    const value = resolve('proc-dev-discovery', {
      format: 'json',
      compressor: 'none',
      max_ja4_clients: { max: 3 },
      max_mdns_services: 0,
    }).value!;
    expect(value.max_ja4_clients).toEqual({ max: 3 });
    expect(value.max_mdns_services).toBe(0);
  });

  it('gives HTTP sinks 30/300 s timeouts, TLS verification on and TLS 1.0 off', () => {
    const value = resolve('sink-http', { channels: { upload: httpChannel() } }).value!;
    expect(value).toMatchObject({ timeout_connect: 30, timeout_transfer: 300, tls_verify: true, tls_version1: false });
    expect(value.channels.upload).toEqual({
      url: 'https://collector.example.com/v1/',
      enable: true,
      timeout_connect: 30,
      timeout_transfer: 300,
      tls_verify: true,
      tls_version1: false,
    });
  });

  it('enables channels of every kind whose spec gives the default', () => {
    // The spec gives ubus channels no `enable` default: none is invented.
    expect(resolve('sink-ubus', { channels: { a: { path: 'agent.flows', function: 'notify' } } }).value!.channels.a).toEqual({
      path: 'agent.flows',
      function: 'notify',
    });
    expect(resolve('proc-core', { format: 'json', compressor: 'none', sinks: { s: { c: { types: ['stream-flows'] } } } }).value!.sinks!.s!.c!.enable).toBe(
      true,
    );
    const intel = resolve('proc-intel', {
      indicator_defaults: {},
      indicators: {},
      sink_targets: { log: { sink: 'sink-log', channels: { findings: {} } } },
    }).value!;
    expect(intel.sink_targets.log!.channels!.findings).toEqual({ enabled: true });
  });

  it('keeps written values over defaults, false and 0 included', () => {
    const value = resolve('sink-http', { timeout_connect: 0, tls_verify: false, channels: {} }).value!;
    expect(value).toMatchObject({ timeout_connect: 0, timeout_transfer: 300, tls_verify: false, tls_version1: false });
  });
});

describe('inheritance', () => {
  const core = (channel: Record<string, unknown>) => ({
    format: 'msgpack',
    compressor: 'gz',
    sinks: { 'sink-http': { flows: { types: ['stream-flows'], ...channel } } },
  });

  it('gives a channel without format or compressor the top-level ones', () => {
    const channel = resolve('proc-core', core({})).value!.sinks!['sink-http']!.flows!;
    expect(channel).toMatchObject({ format: 'msgpack', compressor: 'gz' });
  });

  it('lets a channel keep its own format and compressor', () => {
    const channel = resolve('proc-core', core({ format: 'json', compressor: 'none' })).value!.sinks!['sink-http']!.flows!;
    expect(channel).toMatchObject({ format: 'json', compressor: 'none' });
  });

  it('gives an HTTP channel the top-level timeouts and TLS settings, and keeps its own', () => {
    const config = {
      timeout_connect: 5,
      timeout_transfer: 60,
      tls_verify: false,
      tls_version1: true,
      channels: { a: httpChannel(), b: { ...httpChannel(), timeout_connect: 9, tls_verify: true } },
    };
    // What sink-http 1.0.13 runs with: each channel starts from the built-in values (FIELD-FACTS, run).
    const agent = resolve('sink-http', config).value!;
    expect(agent.channels.a).toMatchObject({ timeout_connect: 30, timeout_transfer: 300, tls_verify: true, tls_version1: false });
    expect(agent.channels.b).toMatchObject({ timeout_connect: 9, timeout_transfer: 300, tls_verify: true, tls_version1: false });
    // The published interface's reading, asked for.
    const value = resolve('sink-http', config, { reading: 'documented' }).value!;
    expect(value.channels.a).toMatchObject({ timeout_connect: 5, timeout_transfer: 60, tls_verify: false, tls_version1: true });
    expect(value.channels.b).toMatchObject({ timeout_connect: 9, timeout_transfer: 60, tls_verify: true, tls_version1: true });
  });

  it('gives an HTTP channel the top-level default when the top level is silent (documented reading)', () => {
    const value = resolve('sink-http', { tls_version1: true, channels: { a: { ...httpChannel(), timeout_transfer: 1 } } }, { reading: 'documented' }).value!;
    expect(value.channels.a).toMatchObject({ timeout_connect: 30, timeout_transfer: 1, tls_verify: true, tls_version1: true });
  });

  it('reports a wrong reading or keepVariables and uses the defaults', () => {
    const result = resolve('sink-http', { channels: { a: httpChannel() } }, { reading: 'both' as never, keepVariables: 'yes' as never });
    expect(result.diagnostics.map((d) => `${d.code} ${d.pointer}`)).toEqual(['call/argument /reading', 'call/argument /keepVariables']);
    expect(result.value!.channels.a).toMatchObject({ timeout_connect: 30 });
  });

  it('keepVariables leaves ${variables} as written and still reports unknown names', () => {
    const result = resolve('sink-http', { channels: { a: { url: 'https://x.example/${uuid_agent}/${nope}' } } }, { keepVariables: true });
    expect(result.value!.channels.a!.url).toBe('https://x.example/${uuid_agent}/${nope}');
    expect(result.diagnostics.map((d) => d.code)).toContain('var/unknown');
  });
});

describe('variables', () => {
  const lua = (script: string) => ({ script });
  const script = (text: string, variables?: Record<string, string>) => resolve('proc-lua', lua(text), variables ? { variables } : {}).value?.script;

  it('substitutes the agent defaults', () => {
    expect(script('${path_state_persistent}/flows.lua')).toBe('/etc/netifyd/flows.lua');
    expect(script('${path_plugins}/a.lua')).toBe('/etc/netifyd/plugins.d/a.lua');
    expect(script('${path_state_volatile}:${path_app_config}:${path_category_config}')).toBe(
      '/var/run/netifyd:/etc/netifyd/netify-apps.conf:/etc/netifyd/netify-categories.json',
    );
  });

  // Run agent-variables (test/differential/variables.slow.test.ts): a sink-http url naming each variable.
  it('expands the uuid variables only where sink-http does: a channel url and header values', () => {
    const http = resolve('sink-http', {
      channels: { a: { url: 'https://c.example.com/${uuid_agent}/${uuid_serial}', headers: { 'X-Site': '${uuid_site}' } } },
      timeout_connect: 30,
    });
    expect(http.value!.channels!.a!.url).toBe('https://c.example.com/00-00-00-00/-');
    expect(http.value!.channels!.a!.headers).toEqual({ 'X-Site': '-' });
    const other = resolve('proc-lua', lua('/${uuid_agent}.lua'));
    expect(other.value!.script).toBe('/${uuid_agent}.lua');
    expect(other.diagnostics.map((d) => [d.severity, d.code, d.message])).toEqual([
      ['warning', 'var/unknown', '"${uuid_agent}" is left as written here: only sink-http expands it, in a channel\'s url and headers'],
    ]);
  });

  it('leaves what agent 5.0.7 does not define as written, saying so', () => {
    const resolved = resolve('proc-lua', lua('${path_plugin_libdir}/${path_shared_data}/${path_proto_config}'));
    expect(resolved.value!.script).toBe('${path_plugin_libdir}/${path_shared_data}/${path_proto_config}');
    expect(resolved.diagnostics.map((d) => d.message)).toEqual([
      '"${path_plugin_libdir}" is left as written here: agent 5.0 does not define it (5.2 does), so a 5.0 agent uses the text as written',
      '"${path_shared_data}" is left as written here: agent 5.0.7 does not define it as a variable, so it uses the text as written',
      '"${path_proto_config}" is left as written here: agent 5.0 does not define it (5.2 does), so a 5.0 agent uses the text as written',
    ]);
    expect(resolved.diagnostics.every((d) => d.severity === 'warning')).toBe(true);
  });

  it('shares one frozen table of the defaults between calls that name no variables', () => {
    expect(defaultVariables()).toBe(defaultVariables());
    expect(Object.isFrozen(defaultVariables())).toBe(true);
    expect({ ...defaultVariables() }).toEqual({ ...agentVariables() });
    // A caller's own table is still its own to change.
    const mine = agentVariables();
    mine.uuid_agent = 'X';
    expect(defaultVariables().uuid_agent).toBe('00-00-00-00');
    expect(resolve('proc-lua', lua('/${path_state_persistent}.lua')).value!.script).toBe('//etc/netifyd.lua');
  });

  it('prefers a caller value, and the derived defaults follow it', () => {
    expect(script('${path_state_persistent}/a.lua', { path_state_persistent: '/srv/agent' })).toBe('/srv/agent/a.lua');
    expect(script('${path_plugins}/a.lua', { path_state_persistent: '/srv/agent' })).toBe('/srv/agent/plugins.d/a.lua');
    expect(agentVariables({ path_state_persistent: '/srv' })).toMatchObject({
      path_plugins: '/srv/plugins.d',
      path_categories: '/srv/categories.d',
      path_interfaces: '/srv/interfaces.d',
    });
  });

  it("expands a caller value once against the table, as the agent expands its settings (the CLI's --var alike)", () => {
    const resolved = resolve('proc-lua', lua('/x/${path_categories}/a.lua'), { variables: { path_categories: '${path_state_volatile}' } });
    expect(resolved.value!.script).toBe('/x//var/run/netifyd/a.lua');
    expect(resolved.diagnostics).toEqual([]);
    expect(script('${path_plugins}', { path_plugins: '${path_state_persistent}/p' })).toBe('/etc/netifyd/p');
    expect(script('${path_plugins}', { path_state_persistent: '/srv', path_plugins: '${path_state_persistent}/p' })).toBe('/srv/p');
  });

  it("inserts a variable's value into a config as written: substitution into configs is one pass", () => {
    const resolved = resolve('proc-lua', lua('/x/${a}'), { variables: { a: '${b', b: 'no' } });
    expect(resolved.value!.script).toBe('/x/${b');
  });

  it('reports a typo inside a caller value, naming the variable', () => {
    const resolved = resolve('proc-lua', lua('${path_plugins}/a.lua'), { variables: { path_plugins: '${path_state_persistnt}/p' } });
    expect(resolved.value!.script).toBe('${path_state_persistnt}/p/a.lua');
    expect(resolved.diagnostics).toEqual([expect.objectContaining({ code: 'var/unknown', pointer: '', suggestion: '${path_state_persistent}' })]);
    expect(resolved.diagnostics[0]!.message).toContain('the value of variable "path_plugins" refers to unknown variable "${path_state_persistnt}"');
  });

  it('accepts variables the agent does not define when the caller gives them', () => {
    expect(script('${site_root}/a.lua', { site_root: '/opt' })).toBe('/opt/a.lua');
  });

  it('leaves an unknown variable as written, with a warning and a suggestion', () => {
    const resolved = resolve('proc-lua', lua('${path_state_persistant}/a.lua'));
    expect(resolved.value!.script).toBe('${path_state_persistant}/a.lua');
    expect(resolved.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'var/unknown', pointer: '/script', suggestion: '${path_state_persistent}' }),
    ]);
  });

  it('warns without a suggestion when nothing is close', () => {
    const [d, ...rest] = resolve('proc-lua', lua('${deployment_root}/a.lua')).diagnostics;
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ code: 'var/unknown', pointer: '/script' });
    expect(d!.suggestion).toBeUndefined();
  });

  it('substitutes in every string, and never in keys', () => {
    const value = resolve('sink-http', {
      channels: { '${uuid_agent}': { url: 'https://h/${uuid_agent}', headers: { 'X-Agent': '${uuid_agent}' } } },
    }).value!;
    expect(Object.keys(value.channels)).toEqual(['${uuid_agent}']);
    expect(value.channels['${uuid_agent}']).toMatchObject({ url: 'https://h/00-00-00-00', headers: { 'X-Agent': '00-00-00-00' } });
    // A header name is sent as written too (sink-http expands values only): "X-${uuid_agent}" is no
    // HTTP token, and every post of the channel is lost.
    const named = resolve('sink-http', { channels: { up: { url: 'https://h/', headers: { 'X-${uuid_agent}': 'a' } } } });
    expect(named.value).toBeUndefined();
    expect(named.diagnostics.map((d) => `${d.severity} ${d.code} ${d.pointer}`)).toEqual(['error field/behaviour /channels/up/headers/X-${uuid_agent}']);
  });
});

describe('failure', () => {
  it('gives no value for a config with errors, and still reports unknown variables', () => {
    const resolved = resolve('proc-python', { debug: 'no', script: '${path_state_persistant}/a.py' });
    expect(resolved.value).toBeUndefined();
    expect(resolved.diagnostics.map((d) => `${d.severity} ${d.code} ${d.pointer}`)).toEqual(['error schema/type /debug', 'warning var/unknown /script']);
  });

  it('reports a value a variable broke, and gives no value', () => {
    const config = { channels: { up: { url: 'https://collector.example.com/${uuid_agent}' } } };
    expect(validate('sink-http', config).valid).toBe(true);
    expect(resolve('sink-http', config).value).toBeDefined();
    const resolved = resolve('sink-http', config, { variables: { uuid_agent: 'a b?c' } });
    expect(resolved.value).toBeUndefined();
    expect(resolved.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'resolve/effective-invalid', pointer: '/channels/up/url' })]);
    expect(resolved.diagnostics[0]!.message).toContain('after variable substitution');
  });

  it('reports a URL whose host a default variable breaks', () => {
    expect(codes('sink-http', { channels: { up: { url: 'https://${path_state_persistent}/x' } } })).toEqual([
      'error resolve/effective-invalid /channels/up/url',
    ]);
  });

  it('answers a kind that is not one with a diagnostic, never a throw', () => {
    for (const kind of ['sink-log', 'nope', 1n, null, undefined, Symbol('k'), {}] as unknown as KindId[]) {
      const v = validate(kind, {});
      expect(v.valid).toBe(false);
      expect(v.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'call/argument', pointer: '' })]);
      expect(v.diagnostics[0]!.message).toMatch(/^unknown kind .*; kinds are proc-aggregator, /);
      const r = resolve(kind, {});
      expect(r.value).toBeUndefined();
      expect(r.diagnostics).toEqual(v.diagnostics);
    }
  });
});

describe('the input', () => {
  const config = {
    format: 'json',
    compressor: 'none',
    path_device_cache: '${path_state_persistent}/cache.json',
    max_ja4_clients: { max: 1 },
    cloud_api: {},
    sinks: { 'sink-log': { devices: { format: 'msgpack' }, other: {} } },
  };

  it('is never modified', () => {
    const before = structuredClone(config);
    const frozen = deepFreeze(structuredClone(config));
    const resolved = resolve('proc-dev-discovery', frozen, { variables: { path_state_persistent: '/srv' } });
    expect(resolved.value).toBeDefined();
    expect(frozen).toEqual(before);
    // Nor does the result share objects with it.
    expect(resolved.value!.sinks).not.toBe(frozen.sinks);
    expect(resolved.value!.max_ja4_clients).not.toBe(frozen.max_ja4_clients);
  });

  it('cannot pollute prototypes through a __proto__ key, which survives as an own member', () => {
    const text = '{"format":"json","compressor":"none","__proto__":{"polluted":true},"sinks":{"__proto__":{"__proto__":{"types":["stream-flows"]}}}}';
    const value = JSON.parse(text) as Record<string, unknown>;
    const resolved = resolve('proc-core', value);
    const out = resolved.value as unknown as Record<string, unknown>;
    expect(out).toBeDefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.hasOwn(out, '__proto__')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')!.value).toEqual({ polluted: true });
    const sinks = out.sinks as Record<string, Record<string, Record<string, unknown>>>;
    expect(Object.getPrototypeOf(sinks)).toBe(Object.prototype);
    const channel = Object.getOwnPropertyDescriptor(Object.getOwnPropertyDescriptor(sinks, '__proto__')!.value, '__proto__')!.value;
    expect(channel).toEqual({ types: ['stream-flows'], enable: true, format: 'json', compressor: 'none' });
    expect(resolved.diagnostics.map((d) => `${d.code} ${d.pointer}`)).toEqual(['key/unknown /__proto__']);
  });
});

describe('field behaviour of resolution', () => {
  it('treats a member set to undefined as absent: defaults and inheritance apply', () => {
    const value = resolve(
      'sink-http',
      {
        timeout_connect: undefined,
        tls_verify: false,
        channels: { a: { url: 'https://x.example/', tls_verify: undefined } },
      },
      { reading: 'documented' },
    ).value!;
    expect(value.timeout_connect).toBe(30);
    expect(value.channels.a).toMatchObject({ timeout_connect: 30, tls_verify: false });
    const core = resolve('proc-core', { format: undefined, compressor: 'gz', sinks: { s: { c: { types: ['stream-flows'], format: undefined } } } }).value!;
    expect(core).toEqual({
      format: 'json',
      compressor: 'gz',
      sinks: { s: { c: { types: ['stream-flows'], format: 'json', compressor: 'gz', enable: true } } },
    });
  });

  it('gives the core processor json and none when the config leaves them out, as the plugin does', () => {
    const value = resolve('proc-core', { sinks: { 'sink-log': { all: { types: ['stream-flows'] } } } }).value!;
    expect(value).toMatchObject({ format: 'json', compressor: 'none' });
    expect(value.sinks!['sink-log']!.all).toMatchObject({ format: 'json', compressor: 'none', enable: true });
  });

  it("puts the core processor's top-level types in front of every channel's, once", () => {
    const config = { types: ['stream-stats', 'stream-flows'], sinks: { 'sink-log': { all: { types: ['stream-flows'] } } } };
    const once = resolve('proc-core', config).value!;
    expect(once.sinks!['sink-log']!.all!.types).toEqual(['stream-stats', 'stream-flows']);
    expect(resolve('proc-core', once).value).toEqual(once);
  });
});
