/**
 * The differential fuzzer's own parts (scripts/differential/), with no agent: the generator is
 * deterministic per seed and stays inside the declared value space, the judge gives the rule's
 * verdict for hand-made outcomes and findings, and the shrinker reaches a minimal case on a
 * synthetic oracle and keeps what the oracle asks for.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { encode } from '@msgpack/msgpack';
import { buildCase, generateCase, inertChange, liveChanges, prng, type Case, type Mutation } from '../../scripts/differential/generate.js';
import { intentOf, judge, need, type Finding } from '../../scripts/differential/judge.js';
import { deploymentFiles, intendedRoutes, intendedStreams, loaderSections, urlPath } from '../../scripts/differential/model.js';
import { countedStreams, sendersOf } from './senders.js';
import { known } from '../../scripts/differential/main.js';
import { shrinkCase } from '../../scripts/differential/shrink.js';
import { keys, loaderChoices, routeChoices } from '../../scripts/differential/space.js';

const files = (c: Case) => [...deploymentFiles(buildCase(c).deployment)];

describe('generator', () => {
  it('gives the same case for the same seed and index, and other cases for other seeds', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat({ max: 5000 }), (seed, index) => {
        expect(generateCase(seed, index)).toEqual(generateCase(seed, index));
        expect(files(generateCase(seed, index))).toEqual(files(generateCase(seed, index)));
      }),
    );
    const a = Array.from({ length: 50 }, (_, i) => JSON.stringify(generateCase(1, i).mutations));
    const b = Array.from({ length: 50 }, (_, i) => JSON.stringify(generateCase(2, i).mutations));
    expect(a).not.toEqual(b);
    expect(prng(7)()).toBe(prng(7)());
  });

  it('changes only what the value space declares, 1 to 3 changes a case', () => {
    const ids = new Set([...keys.map((k) => k.id), ...loaderChoices.map((c) => c.id), ...routeChoices.map((c) => c.id)]);
    fc.assert(
      fc.property(fc.nat(), fc.nat({ max: 5000 }), (seed, index) => {
        const c = generateCase(seed, index);
        expect(c.mutations.length).toBeGreaterThanOrEqual(1);
        expect(c.mutations.length).toBeLessThanOrEqual(3);
        for (const m of c.mutations) {
          expect(ids.has(m.id), m.id).toBe(true);
          const space = keys.find((k) => k.id === m.id);
          if (space) {
            // Every value written is one of the key's values (for its channel), or the enable: false of a disabled parent.
            for (const op of m.ops) {
              if (op.t !== 'set' && op.t !== 'dup') continue;
              const ch = (op.path[0] === 'sinks' ? op.path[2] : op.path[1]) ?? '';
              const allowed = space.values.map((v) => v.v.replaceAll('<ch>', ch));
              expect(allowed.includes(op.v) || (m.cls === 'disabled-parent' && op.v === 'false' && op.path.at(-1) === 'enable'), `${m.id} ${op.v}`).toBe(true);
            }
          }
          const loader = loaderChoices.filter((l) => l.id === m.id);
          if (loader.length) {
            const op = m.ops[0]!;
            const text = 'text' in op ? op.text : 'name' in op ? op.name : undefined;
            expect(op.t === 'line-del' || loader.some((l) => l.text === text)).toBe(true);
          }
        }
        // Every JSON file it writes is JSON (after a byte-order mark, which nlohmann::json skips), and every URL names the recorder's placeholder port.
        for (const [path, text] of files(c)) {
          if (!path.endsWith('.json')) continue;
          expect(() => JSON.parse(text.replace(/^\ufeff/, ''))).not.toThrow();
          for (const url of text.match(/[a-zA-Z]*:\/\/[^"]*/g) ?? []) expect(url).toMatch(/127\.0\.0\.1:8080/);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps most cases near the base: half of them change one thing', () => {
    const counts = Array.from({ length: 400 }, (_, i) => generateCase(5, i).mutations.length);
    expect(counts.filter((n) => n === 1).length).toBeGreaterThan(150);
  });

  it('reads the routes as written', () => {
    const base = buildCase({ mutations: [], removed: [] }).deployment;
    expect(intendedRoutes(base, '')).toEqual(['/flows', '/stats']);
    const off = buildCase({
      mutations: [
        { id: 'x', cls: 'valid', label: '', ops: [{ t: 'set', file: 'netify-proc-core.json', path: ['sinks', 'sink-http', 'flows', 'enable'], v: 'false' }] },
      ],
      removed: [],
    }).deployment;
    expect(intendedRoutes(off, '')).toEqual(['/stats']);
    expect(urlPath('127.0.0.1:8080/flows?a=1', '')).toBe('/flows');
    expect(urlPath('http://127.0.0.1:8080/${uuid_serial}/flows', '')).toBe('//flows');
    expect(urlPath('http://127.0.0.1:8080/flows/${nope}', '')).toBe('/flows/${nope}');
    const quoted = buildCase({
      mutations: [
        { id: 'y', cls: 'loader', label: '', ops: [{ t: 'line-set', loader: '10-netify-sink-http.conf', key: 'enable', text: 'enable = "no" # off' }] },
      ],
      removed: [],
    });
    // Quotes and the inline comment stay in enable, as the agent takes them (no false word: the sink stays on).
    expect(loaderSections(quoted.deployment).get('sink-http')?.enable).toBe('"no" # off');
    expect(intendedRoutes(quoted.deployment, '')).toEqual(['/flows', '/stats']);
    // A key given twice is read joined with a newline, as the agent's INI reader does: "yes" then "no"
    // is no false word, so the sink stays on (found with seed 2040, case 131: proc-core ran).
    const twice = buildCase({
      mutations: [
        { id: 'w', cls: 'loader', label: '', ops: [{ t: 'line-set', loader: '10-netify-sink-http.conf', key: 'enable', text: 'enable = yes' }] },
        { id: 'v', cls: 'loader', label: '', ops: [{ t: 'line-add', loader: '10-netify-sink-http.conf', text: 'enable = no' }] },
      ],
      removed: [],
    });
    expect(loaderSections(twice.deployment).get('sink-http')?.enable).toBe('yes\nno');
    expect(intendedRoutes(twice.deployment, '')).toEqual(['/flows', '/stats']);
    // A processor its author means off ("no # off for now") runs, as the agent reads it: its routes count
    // (found case ok-error-loader-proc-enable+loader-sink-conf-85cf4f); other keys lose the comment.
    const commented = buildCase({
      mutations: [
        {
          id: 'z',
          cls: 'loader',
          label: '',
          ops: [
            { t: 'line-set', loader: '10-netify-proc-core.conf', key: 'enable', text: 'enable = no # off for now' },
            {
              t: 'line-set',
              loader: '10-netify-proc-core.conf',
              key: 'conf_filename',
              text: 'conf_filename = ${path_state_persistent}/netify-proc-core.json # ours',
            },
          ],
        },
      ],
      removed: [],
    });
    expect(loaderSections(commented.deployment).get('proc-core')).toMatchObject({
      enable: 'no # off for now',
      conf_filename: '${path_state_persistent}/netify-proc-core.json',
    });
    expect(intendedRoutes(commented.deployment, '')).toEqual(['/flows', '/stats']);
    // Agent 5.0.7's INI reader ends a value at " ;" (found case ok-warning-loader-proc-enable-eacc6c): off.
    const semicolon = buildCase({
      mutations: [
        { id: 's', cls: 'loader', label: '', ops: [{ t: 'line-set', loader: '10-netify-proc-core.conf', key: 'enable', text: 'enable = no ; off for now' }] },
      ],
      removed: [],
    });
    expect(loaderSections(semicolon.deployment).get('proc-core')?.enable).toBe('no');
    expect(intendedRoutes(semicolon.deployment, '')).toEqual([]);
  });

  it("reads loader lines as the agent's INI reader splits them: C white space, A-Z lower-cased, lines at line feeds, C strings", () => {
    const proc = (text: string) =>
      loaderSections(
        buildCase({
          mutations: [{ id: 't', cls: 'text', label: '', ops: [{ t: 'line-set', loader: '10-netify-proc-core.conf', key: 'enable', text }] }],
          removed: [],
        }).deployment,
      ).get('proc-core') ?? {};
    // A U+00A0 is no white space to C's isspace (run loader-nbsp-after-enable-no): the plugin loads.
    expect(proc('enable = no\u00a0').enable).toBe('no\u00a0');
    expect(proc('enable\t=\tno\t').enable).toBe('no');
    // A key after a byte-order mark or a U+00A0 is no enable (the plugin loads: no enable is on).
    expect(proc('\ufeffenable = no').enable).toBeUndefined();
    expect(proc('\ufeffenable = no')['\ufeffenable']).toBe('no');
    // A lone carriage return ends no line (run loader-lone-cr); a NUL ends the C string.
    expect(proc('enable = no\rplugin_library = none').enable).toBe('no\rplugin_library = none');
    expect(proc('# note\renable = no').enable).toBeUndefined();
    expect(proc('enable = no\u0000 # yes').enable).toBe('no');
    // Lower-casing of A-Z only (run loader-section-upper-non-ascii); the Kelvin sign stays.
    const head = (text: string) => [
      ...loaderSections(
        buildCase({ mutations: [{ id: 'h', cls: 'text', label: '', ops: [{ t: 'header', loader: '10-netify-sink-http.conf', text }] }], removed: [] })
          .deployment,
      ).keys(),
    ];
    expect(head('[SINK-HTTPÄ]')).toContain('sink-httpÄ');
    expect(head('[SIN\u212a-HTTP]')).toContain('sin\u212a-http');
    // A byte-order mark that starts the file is skipped (run loader-bom; seed 7003 cases 12, 55, 108).
    expect(head('\ufeff[sink-http]')).toContain('sink-http');
    // A URL is a C string to libcurl: it ends at a NUL.
    expect(urlPath('http://127.0.0.1:8080/flows\u0000x', '')).toBe('/flows');
    expect(urlPath('http://127.0.0.1:8080/flows\u00a0', '')).toBe('/flows\u00a0');
  });

  it('draws every change from one value class when asked (a key of the class may be given twice or under a disabled channel)', () => {
    for (let index = 0; index < 200; index++) {
      const c = generateCase(9, index, 'text');
      for (const m of c.mutations) expect(['text', 'duplicate', 'disabled-parent'], m.id).toContain(m.cls);
    }
  });
});

describe('generator: a change a later one undid', () => {
  const format = (v: string, trap?: string): Mutation => ({
    id: 'proc.format',
    cls: trap ? 'wrong-type' : 'valid',
    ...(trap ? { trap } : {}),
    label: `format = ${v}`,
    ops: [{ t: 'set', file: 'netify-proc-core.json', path: ['format'], v }],
  });
  const enable = (text: string, trap?: string): Mutation => ({
    id: 'loader.proc.enable',
    cls: 'loader',
    ...(trap ? { trap } : {}),
    label: text,
    ops: [{ t: 'line-set', loader: '10-netify-proc-core.conf', key: 'enable', text }],
  });

  it('holds no trap of a change whose key a later change wrote again', () => {
    const c = { mutations: [format('5', 'ignored'), format('"json"')], removed: [] };
    expect(buildCase(c).undone).toEqual([0]);
    expect(liveChanges(c).map((m) => m.label)).toEqual(['format = "json"']);
    expect(intentOf(['/flows'], liveChanges(c)).trap).toBeUndefined();
    // The other order keeps the trap: the deployment holds 5.
    const kept = { mutations: [format('"json"'), format('5', 'ignored')], removed: [] };
    expect(intentOf(['/flows'], liveChanges(kept)).trap).toBe('ignored');
  });

  it('holds no trap of a loader line a later change rewrote, nor of one whose whole object a later change replaced', () => {
    const lines = { mutations: [enable('enable = "yes"', 'quoted'), enable('enable = 1')], removed: [] };
    expect(buildCase(lines).undone).toEqual([0]);
    expect(intentOf([], liveChanges(lines)).trap).toBeUndefined();
    const channel: Mutation = {
      id: 'proc.channel.format',
      cls: 'wrong-type',
      trap: 'skipped',
      label: '',
      ops: [{ t: 'set', file: 'netify-proc-core.json', path: ['sinks', 'sink-http', 'flows', 'format'], v: '7' }],
    };
    const replaced: Mutation = {
      id: 'proc.sinks',
      cls: 'wrong-type',
      label: '',
      ops: [{ t: 'set', file: 'netify-proc-core.json', path: ['sinks'], v: '"sink-http"' }],
    };
    expect(buildCase({ mutations: [channel, replaced], removed: [] }).undone).toEqual([0]);
    expect(buildCase({ mutations: [replaced, channel], removed: [] }).undone).toEqual([0]);
  });

  it('finds the change that changes nothing, for the shrinker to leave out untried', () => {
    expect(inertChange({ mutations: [format('5', 'ignored'), format('"json"')], removed: [] })).toBe(0);
    expect(inertChange({ mutations: [format('5', 'ignored')], removed: [] })).toBeUndefined();
  });

  it('on generated cases: a change is undone exactly where the deployment lacks what it wrote', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat({ max: 5000 }), (seed, index) => {
        const c = generateCase(seed, index);
        const { undone } = buildCase(c);
        // A single change is never undone; the deployment is the same without an inert change (what
        // it wrote was rewritten, or another change writes the same: then its trap still holds).
        if (c.mutations.length === 1) expect(undone).toEqual([]);
        const inert = inertChange(c);
        if (inert !== undefined) expect(files({ ...c, mutations: c.mutations.filter((_, i) => i !== inert) })).toEqual(files(c));
      }),
      { numRuns: 300 },
    );
  });
});

describe("senders: who a path's posts came from, read from the bodies", () => {
  const purge = (digest: string) => ({ type: 'flow_purge', reason: 'closed', interface: 'offline0', internal: true, flow: { digest, total_packets: 3 } });
  const status = (timestamp: number) => ({ type: 'agent_status', timestamp, flow_count: 8 });
  const post = (path: string, value: unknown, as: 'json' | 'gz' | 'msgpack' = 'json') => {
    const json = Buffer.from(JSON.stringify(value, null, 4));
    return { path, body: as === 'gz' ? gzipSync(json) : as === 'msgpack' ? encode(value) : json };
  };

  it("counts each flow_purge once per route, and each round's agent_status once per route", () => {
    const one = [
      post('/flows', purge('a')),
      post('/flows', purge('b')),
      post('/stats', status(1)),
      post('/stats', status(2)),
      post('/stats', { type: 'endpoints' }),
    ];
    expect(sendersOf(one)).toEqual({ '/flows': { 'stream-flows': 1 }, '/stats': { 'stream-stats': 1 } });
    const two = [...one, post('/flows', purge('a'), 'gz'), post('/stats', status(2), 'msgpack'), post('/stats', { type: 'endpoints' })];
    expect(sendersOf(two)).toEqual({ '/flows': { 'stream-flows': 2 }, '/stats': { 'stream-stats': 2 } });
  });

  it('tells the streams of one path apart, and skips what is no record of a known stream', () => {
    const mixed = [post('/x', status(1)), post('/x', { type: 'interfaces' }), post('/x', { length: 90 }), { path: '/x', body: Buffer.from('not json') }];
    expect(sendersOf(mixed)).toEqual({ '/x': { 'stream-stats': 1 } });
    expect(sendersOf([post('/x', { type: 'flow_stats', flow: {} })])).toEqual({ '/x': { 'stream-flows': 1 } });
    expect(sendersOf([post('/x', { version: 1.9, flows: {}, interfaces: {} })])).toEqual({ '/x': { 'legacy-http': 1 } });
  });
});

describe('judge', () => {
  const control = new Set(['spec/divergence base']);
  const f = (severity: string, code = 'x/y', message = 'm'): Finding => ({ severity, code, message });
  const ran = { fatal: false, timedOut: false, posts: { '/flows': 8, '/stats': 10 } };
  const routes = ['/flows', '/stats'];

  it.each([
    // [what the agent did, trap, findings, the rule's need, lint's verdict, agrees]
    ['stops', { ...ran, fatal: true, posts: {} }, undefined, [f('warning')], 'error', 'warning', false],
    ['stops', { ...ran, fatal: true, posts: {} }, undefined, [f('error')], 'error', 'error', true],
    ['loses a route', { ...ran, posts: { '/stats': 10 } }, undefined, [], 'error', 'silent', false],
    ['posts elsewhere', { ...ran, posts: { ...ran.posts, '/x': 1 } }, undefined, [f('warning')], 'at-least-warning', 'warning', true],
    ['runs as configured', ran, undefined, [f('error')], 'no-error', 'error', false],
    ['runs as configured', ran, undefined, [f('warning'), f('info')], 'no-error', 'warning', true],
    ['ignores a value', ran, 'the agent uses X instead', [f('error'), f('warning')], 'warning-not-error', 'error', false],
    ['ignores a value', ran, 'the agent uses X instead', [f('warning', 'spec/divergence', 'base')], 'warning-not-error', 'silent', false],
    ['ignores a value', ran, 'the agent uses X instead', [f('warning')], 'warning-not-error', 'warning', true],
    ['does not end', { ...ran, timedOut: true }, undefined, [], 'at-least-warning', 'silent', false],
    ['does not end', { ...ran, timedOut: true }, undefined, [f('error')], 'at-least-warning', 'error', true],
  ] as const)('the agent %s -> %#', (_, outcome, trap, findings, needed, verdict, agrees) => {
    const intent = { routes, ...(trap ? { trap } : {}) };
    const j = judge(outcome, intent, [...findings], control);
    expect([j.need, j.verdict, j.agrees]).toEqual([needed, verdict, agrees]);
    expect(j.kind).toBe(agrees ? undefined : `needs ${needed}, lint ${verdict}`);
  });

  it('counts a trap only where a route shows the agent kept working', () => {
    expect(need({ ...ran, posts: {} }, intentOf([], [{ trap: 'ignored' }])).need).toBe('no-error');
    expect(need(ran, intentOf(routes, [{ trap: 'ignored' }, {}])).need).toBe('warning-not-error');
    expect(need(ran, intentOf(routes, [{}])).need).toBe('no-error');
  });

  it('a route that flow filters decide and that gets nothing asks nothing (the traffic decides); any other lost route needs an error', () => {
    const noFlows = { ...ran, posts: { '/stats': 10 } };
    expect(need(noFlows, intentOf(routes, [], ['/flows'])).need).toBe('traffic');
    expect(need(noFlows, intentOf(routes, [])).need).toBe('error');
    expect(need({ ...ran, posts: {} }, intentOf(routes, [], ['/flows']))).toEqual({ need: 'error', why: 'nothing arrives at /stats' });
    for (const findings of [[], [f('warning')], [f('error')]]) expect(judge(noFlows, intentOf(routes, [], ['/flows']), findings, control).agrees).toBe(true);
    // Flows that do arrive hold lint to the usual rule: an error on them disagrees.
    expect(judge(ran, intentOf(routes, [], ['/flows']), [f('error')], control).agrees).toBe(false);
  });

  it("holds each stream of a shared path to the routes that carry it: another route's posts hide no loss", () => {
    const streams = [
      { path: '/flows', stream: 'stream-flows', from: 'proc-core:sink-http/flows' },
      { path: '/flows', stream: 'stream-flows', from: 'proc-core-b:sink-http/flows' },
    ];
    const oneCame = { ...ran, posts: { '/flows': 8 }, senders: { '/flows': { 'stream-flows': 1 } } };
    expect(need(oneCame, intentOf(['/flows'], [], [], streams))).toEqual({
      need: 'error',
      why: 'there arrive stream-flows records of only 1 of the 2 routes that carry them to /flows (proc-core:sink-http/flows, proc-core-b:sink-http/flows)',
    });
    // The first route's flow filters decide what it carries: the traffic, not the config, decides.
    const filtered = [{ ...streams[0]!, filtered: true }, streams[1]!];
    expect(need(oneCame, intentOf(['/flows'], [], ['/flows'], filtered)).need).toBe('traffic');
    expect(need({ ...oneCame, senders: { '/flows': { 'stream-flows': 2 } } }, intentOf(['/flows'], [], [], streams)).need).toBe('no-error');
    // Stats on a flows path do not stand for the flows the route carries.
    const both = [
      { path: '/flows', stream: 'stream-stats', from: 'proc-core:sink-http/flows' },
      { path: '/flows', stream: 'stream-flows', from: 'proc-core:sink-http/flows' },
    ];
    expect(need({ ...ran, posts: { '/flows': 10 }, senders: { '/flows': { 'stream-stats': 1 } } }, intentOf(['/flows'], [], [], both)).need).toBe('error');
    // A recorded run without senders is judged by its paths alone.
    expect(need({ ...ran, posts: { '/flows': 8 } }, intentOf(['/flows'], [], [], streams)).need).toBe('no-error');
  });

  it("reads the streams each route carries: the top-level types in front of the channel's", () => {
    const base = buildCase({ mutations: [], removed: [] }).deployment;
    expect(intendedStreams(base, '', countedStreams)).toEqual([
      { path: '/flows', stream: 'stream-flows', from: 'proc-core:sink-http/flows' },
      { path: '/stats', stream: 'stream-stats', from: 'proc-core:sink-http/stats' },
    ]);
    const top = buildCase({
      mutations: [{ id: 'proc.types', cls: 'valid', label: '', ops: [{ t: 'set', file: 'netify-proc-core.json', path: ['types'], v: '["stream-stats"]' }] }],
      removed: [],
    }).deployment;
    expect(intendedStreams(top, '', countedStreams).filter((s) => s.path === '/flows')).toEqual([
      { path: '/flows', stream: 'stream-stats', from: 'proc-core:sink-http/flows' },
      { path: '/flows', stream: 'stream-flows', from: 'proc-core:sink-http/flows' },
    ]);
  });

  it('reads which routes flow filters decide: stream-flows channels of a processor with filters', () => {
    const base = buildCase({ mutations: [], removed: [] }).deployment;
    expect(intendedRoutes(base, '', 'filtered')).toEqual([]);
  });
});

describe('shrinker', () => {
  const m = (id: string) => ({ id, cls: 'valid' as const, label: id, ops: [] });

  it('reaches a 1-minimal case that keeps the disagreement, on a synthetic oracle', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 0, maxLength: 4 }),
        fc.integer({ min: 0, max: 3 }),
        async (needed, which) => {
          // The oracle: the disagreement stays while change "m<which>" is there and none of the `needed` parts is dropped.
          const all = Array.from({ length: 30 }, (_, i) => i + 1);
          const keeps = (c: Pick<Case, 'mutations' | 'removed'>) => c.mutations.some((x) => x.id === `m${which}`) && !needed.some((n) => c.removed.includes(n));
          const start = { mutations: [m('m0'), m('m1'), m('m2'), m('m3')], removed: [] as number[] };
          const { shrunk } = await shrinkCase(start, {
            droppable: (c) => all.filter((id) => !c.removed.includes(id)),
            keeps: async (cs) => cs.map(keeps),
            batch: 4,
            budget: 1000,
          });
          expect(keeps(shrunk)).toBe(true);
          expect(shrunk.mutations.map((x) => x.id)).toEqual([`m${which}`]);
          expect([...shrunk.removed].sort((a, b) => a - b)).toEqual(all.filter((id) => !needed.includes(id)));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('leaves out, untried, a change that changes nothing, so no trap of it survives the shrink', async () => {
    const trap: Mutation = {
      id: 'proc.format',
      cls: 'wrong-type',
      trap: 'ignored',
      label: '',
      ops: [{ t: 'set', file: 'netify-proc-core.json', path: ['format'], v: '5' }],
    };
    const valid: Mutation = {
      id: 'proc.format',
      cls: 'valid',
      label: '',
      ops: [{ t: 'set', file: 'netify-proc-core.json', path: ['format'], v: '"msgpack"' }],
    };
    const asked: Case['mutations'][] = [];
    const { shrunk } = await shrinkCase(
      { mutations: [trap, valid], removed: [] as number[] },
      { droppable: () => [], keeps: async (cs) => cs.map((c) => (asked.push(c.mutations), true)), batch: 2, budget: 10, inert: inertChange },
    );
    expect(shrunk.mutations).toEqual([valid]);
    expect(asked.every((ms) => !ms.includes(trap))).toBe(true);
    expect(intentOf([], liveChanges(shrunk)).trap).toBeUndefined();
  });

  it('stops at its budget and still returns a case that keeps the disagreement', async () => {
    const { shrunk, tried } = await shrinkCase(
      { mutations: [m('a'), m('b')], removed: [] as number[] },
      { droppable: () => [1, 2, 3, 4, 5, 6], keeps: async (cs) => cs.map((c) => c.mutations.length > 0 && !c.removed.includes(99)), batch: 2, budget: 3 },
    );
    expect(tried).toBeLessThanOrEqual(4);
    expect(shrunk.mutations.length).toBeGreaterThan(0);
  });
});

describe('known disagreements (the CI sample)', () => {
  it('counts a sample disagreement as known when a recorded signature of the same kind holds a subset of its changes', () => {
    const recorded = ['needs error, lint silent | a:valid', 'needs no-error, lint error | b:route | c:url'];
    expect(known('needs error, lint silent | a:valid | d:loader', recorded)).toBe(true);
    expect(known('needs error, lint warning | a:valid', recorded)).toBe(false);
    expect(known('needs no-error, lint error | b:route', recorded)).toBe(false);
    expect(known('needs no-error, lint error | b:route | c:url', recorded)).toBe(true);
  });

  it('counts no trap inside a sink channel the deployment disables (sink-http 1.0.13 leaves it)', () => {
    const wrap: Mutation = {
      id: 'sink.channel.timeout_connect',
      cls: 'boundary',
      label: '',
      trap: 'wraps',
      ops: [{ t: 'set', file: 'netify-sink-http.json', path: ['channels', 'stats', 'timeout_connect'], v: '4294967296' }],
    };
    const off: Mutation = {
      id: 'sink.channel.enable',
      cls: 'valid',
      label: '',
      ops: [{ t: 'set', file: 'netify-sink-http.json', path: ['channels', 'stats', 'enable'], v: 'false' }],
    };
    expect(liveChanges({ mutations: [wrap], removed: [] })).toEqual([wrap]);
    expect(liveChanges({ mutations: [off, wrap], removed: [] })).toEqual([off]);
    expect(liveChanges({ mutations: [wrap, off], removed: [] })).toEqual([off]);
  });

  it('counts no trap inside a proc-core channel the deployment disables (seed 2033 case 1601)', () => {
    const compressor: Mutation = {
      id: 'proc.channel.compressor',
      cls: 'wrong-type',
      label: '',
      trap: 'ignored',
      ops: [{ t: 'set', file: 'netify-proc-core.json', path: ['sinks', 'sink-http', 'flows', 'compressor'], v: '3' }],
    };
    const off: Mutation = {
      id: 'proc.channel.types',
      cls: 'disabled-parent',
      label: '',
      ops: [{ t: 'set', file: 'netify-proc-core.json', path: ['sinks', 'sink-http', 'flows', 'enable'], v: 'false' }],
    };
    expect(liveChanges({ mutations: [compressor], removed: [] })).toEqual([compressor]);
    expect(liveChanges({ mutations: [off, compressor], removed: [] })).toEqual([off]);
  });

  it('keeps one file of a name, the last written, as writing the folder does (seed 2032 case 36)', () => {
    const config = (v: string): Mutation => ({
      id: 'plugins.second-proc-flows',
      cls: 'plugins',
      label: '',
      ops: [{ t: 'add-config', name: 'proc-b.json', v }],
    });
    const first = config('{"sinks": {"sink-http": {"stats": {"types": ["stream-stats"]}}}}');
    const second = config('{"sinks": {"sink-http": {"flows": {"types": ["stream-flows"]}}}}');
    const built = buildCase({ mutations: [first, second], removed: [] });
    expect(built.deployment.configs.filter((c) => c.name === 'proc-b.json')).toHaveLength(1);
    expect(deploymentFiles(built.deployment).get('proc-b.json')).toContain('stream-flows');
    expect(built.undone).toEqual([0]);
  });
});
