/**
 * The generator: a seeded PRNG picks 1-3 changes of the working base from the value space
 * (./space.ts), each change a list of edit operations kept as data, so that a case can be
 * rebuilt, shrunk (some changes left out, some parts of the deployment dropped) and written.
 */
import {
  Builder,
  baseDeployment,
  deploymentFiles,
  jsonText,
  plain,
  PORT_PLACEHOLDER,
  type Deployment,
  type JEntry,
  type JNode,
  type LoaderFile,
} from './model.js';
import { random } from '../record-samples.mjs';
import {
  duplicable,
  extraChannels,
  keys,
  loaderChoices,
  routeChoices,
  textChannels,
  type KeySpace,
  type LoaderChoice,
  type RouteChoice,
  type ValueClass,
} from './space.js';

/** The seeded generator the cases draw from (the one the record samples use). */
export const prng = random;

export const PROC = 'netify-proc-core.json';
export const SINK = 'netify-sink-http.json';
export const PROC_LOADER = '10-netify-proc-core.conf';
export const SINK_LOADER = '10-netify-sink-http.conf';

/** One edit of the deployment. `file` is a config's name, `loader` a loader file's name in the base. */
export type Op =
  | { t: 'set'; file: string; path: string[]; v: string }
  | { t: 'del'; file: string; path: string[] }
  | { t: 'dup'; file: string; path: string[]; v: string; before: boolean }
  | { t: 'rename-key'; file: string; path: string[]; key: string }
  | { t: 'line-set'; loader: string; key: string; text: string }
  | { t: 'line-del'; loader: string; key: string }
  | { t: 'line-add'; loader: string; text: string }
  | { t: 'header'; loader: string; text: string }
  | { t: 'rename'; loader: string; name: string }
  | { t: 'add-loader'; name: string; lines: string[] }
  | { t: 'add-config'; name: string; v: string }
  | { t: 'bom'; file: string };

/** One change of the base: which entry of the space it comes from, its value class, its trap, and its edits. */
export interface Mutation {
  id: string;
  cls: ValueClass;
  /** What the agent does instead, when it runs and delivers everything anyway. */
  trap?: string;
  /** What the change is, for people. */
  label: string;
  ops: Op[];
}

/** A generated case: its changes, and the node ids dropped from the built deployment (by the shrinker). */
export interface Case {
  seed: number;
  index: number;
  mutations: Mutation[];
  removed: number[];
}

const pick = <T>(rand: () => number, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const url = (path: string) => JSON.stringify(`http://${PORT_PLACEHOLDER}/${path}`);

/** The parts of the value space a case draws from: all of it, or the choices of one value class. */
interface Pools {
  keys: KeySpace[];
  loader: LoaderChoice[];
  routes: RouteChoice[];
}
export function pools(only?: ValueClass): Pools {
  if (only === undefined) return { keys, loader: loaderChoices, routes: routeChoices };
  return {
    keys: keys.map((k) => ({ ...k, values: k.values.filter((v) => v.cls === only) })).filter((k) => k.values.length > 0),
    loader: loaderChoices.filter((c) => c.cls === only),
    routes: routeChoices.filter((c) => c.cls === only),
  };
}

function keyMutation(rand: () => number, space: KeySpace): Mutation {
  const r = rand();
  const ch = r < 0.45 ? 'flows' : r < 0.8 ? 'stats' : pick(rand, [...extraChannels, ...textChannels]);
  const path = space.path.replace('<ch>', ch).split('.');
  const choice = pick(rand, space.values);
  const v = choice.v.replaceAll('<ch>', ch);
  const file = space.file === 'proc' ? PROC : SINK;
  const mode = rand();
  const where = `${space.file === 'proc' ? 'proc-core' : 'sink-http'} ${path.join('.')}`;
  const others = space.values.filter((c) => c.v !== choice.v && c.v !== '$delete');
  if (mode < 0.12 && duplicable.includes(space.id) && v !== '$delete' && others.length > 0) {
    const other = pick(rand, others);
    const before = rand() < 0.5;
    const second = other.v.replaceAll('<ch>', ch);
    return {
      id: space.id,
      cls: 'duplicate',
      trap: `the plugin's JSON reader keeps one ${path.at(-1)} of the two`,
      label: `${where} given twice: ${v}, then ${before ? `${second} before it` : second}`,
      ops: [
        { t: 'set', file, path, v },
        { t: 'dup', file, path, v: second, before },
      ],
    };
  }
  if (mode < 0.24 && space.channel && path.at(-1) !== 'enable') {
    return {
      id: space.id,
      cls: 'disabled-parent',
      label: `${where} = ${v} under enable: false`,
      ops: [{ t: 'set', file, path: [...path.slice(0, -1), 'enable'], v: 'false' }, v === '$delete' ? { t: 'del', file, path } : { t: 'set', file, path, v }],
    };
  }
  return {
    id: space.id,
    cls: choice.cls,
    ...(choice.trap ? { trap: choice.trap } : {}),
    label: v === '$delete' ? `${where} taken away` : `${where} = ${v}`,
    ops: [v === '$delete' ? { t: 'del', file, path } : { t: 'set', file, path, v }],
  };
}

function loaderMutation(c: LoaderChoice): Mutation {
  const loader = c.plugin === 'proc' ? PROC_LOADER : SINK_LOADER;
  const op: Op =
    c.op === 'set'
      ? { t: 'line-set', loader, key: c.key!, text: c.text }
      : c.op === 'del'
        ? { t: 'line-del', loader, key: c.key! }
        : c.op === 'add'
          ? { t: 'line-add', loader, text: c.text }
          : c.op === 'header'
            ? { t: 'header', loader, text: c.text }
            : { t: 'rename', loader, name: c.text };
  const what = c.op === 'del' ? `without its ${c.key} line` : c.op === 'rename' ? `named ${c.text}` : c.op === 'add' ? `with an added line ${c.text}` : c.text;
  return { id: c.id, cls: c.cls, ...(c.trap ? { trap: c.trap } : {}), label: `loader ${loader}: ${what}`, ops: [op] };
}

const sinkLoader = (tag: string, conf: string, enable = 'yes') => [
  `[${tag}]`,
  `enable = ${enable}`,
  'plugin_library = /usr/lib/libnetify-sink-http.so.0.0.0',
  `conf_filename = \${path_state_persistent}/${conf}`,
];

function routeMutation(rand: () => number, c: RouteChoice): Mutation {
  const route = (tag: string, channel: string, types: string): Op => ({
    t: 'set',
    file: PROC,
    path: ['sinks', tag, channel],
    v: `{"enable": true, "types": ${types}}`,
  });
  const m = (label: string, ops: Op[]): Mutation => ({ id: c.id, cls: c.cls, ...(c.trap ? { trap: c.trap } : {}), label, ops });
  switch (c.id) {
    case 'route.missing-sink':
      return m('proc-core routes flows to sink-nope, which no loader loads', [route('sink-nope', 'flows', '["stream-flows"]')]);
    case 'route.missing-sink-no-types':
      return m('proc-core names sink-nope (not loaded) with types []', [route('sink-nope', 'flows', '[]')]);
    case 'route.missing-channel':
      return m('proc-core routes stream-flows to sink-http channel nochan, which sink-http does not define', [
        route('sink-http', 'nochan', '["stream-flows"]'),
      ]);
    case 'route.disabled-sink-channel': {
      const name = pick(rand, extraChannels);
      return m(`proc-core routes stream-stats to sink-http channel ${name}, which is enable: false`, [
        { t: 'set', file: SINK, path: ['channels', name], v: `{"url": ${url(name)}, "enable": false}` },
        route('sink-http', name, '["stream-stats"]'),
      ]);
    }
    case 'route.keyless-sink':
      return m('proc-core routes flows to sink-foo, a loader section with no keys', [
        { t: 'add-loader', name: '20-sink-foo.conf', lines: ['[sink-foo]'] },
        route('sink-foo', 'flows', '["stream-flows"]'),
      ]);
    case 'route.upper-tag':
      return m('proc-core names its sink SINK-HTTP (the loader section is sink-http)', [
        { t: 'rename-key', file: PROC, path: ['sinks', 'sink-http'], key: 'SINK-HTTP' },
      ]);
    case 'route.sink-channel-unrouted':
      return m('sink-http defines a channel extra that nothing routes to', [
        { t: 'set', file: SINK, path: ['channels', 'extra'], v: `{"url": ${url('extra')}}` },
      ]);
    case 'plugins.second-proc-same':
    case 'plugins.second-proc-flows': {
      const same = c.id === 'plugins.second-proc-same';
      const sinks = same
        ? '{"sink-http": {"flows": {"enable": true, "types": ["stream-flows"]}, "stats": {"enable": true, "types": ["stream-stats"]}}}'
        : '{"sink-http": {"flows": {"enable": true, "types": ["stream-flows"]}}}';
      return m(`a second processor proc-core-b routes ${same ? 'flows and stats' : 'flows'} to the same sink-http channels`, [
        {
          t: 'add-loader',
          name: '20-netify-proc-core-b.conf',
          lines: [
            '[proc-core-b]',
            'enable = yes',
            'plugin_library = /usr/lib/libnetify-proc-core.so.0.0.0',
            'conf_filename = ${path_state_persistent}/proc-b.json',
          ],
        },
        { t: 'add-config', name: 'proc-b.json', v: `{"format": "json", "compressor": "none", "sinks": ${sinks}}` },
      ]);
    }
    case 'plugins.second-sink':
    case 'plugins.second-sink-disabled': {
      const disabled = c.id === 'plugins.second-sink-disabled';
      return m(`a second sink sink-http-b${disabled ? ' (enable = no)' : ''} with channel flows2, which proc-core routes stream-flows to`, [
        { t: 'add-loader', name: '20-netify-sink-http-b.conf', lines: sinkLoader('sink-http-b', 'sink-b.json', disabled ? 'no' : 'yes') },
        { t: 'add-config', name: 'sink-b.json', v: `{"channels": {"flows2": {"url": ${url('flows2')}}}}` },
        route('sink-http-b', 'flows2', '["stream-flows"]'),
      ]);
    }
    case 'route.text-order': {
      const [off, on] = [pick(rand, textChannels), pick(rand, textChannels)];
      if (off === on)
        return m(`proc-core routes stream-stats to sink-http channel ${on}`, [
          { t: 'set', file: SINK, path: ['channels', on], v: `{"url": ${url(on)}}` },
          route('sink-http', on, '["stream-stats"]'),
        ]);
      return m(`sink-http channels ${off} (enable: false) and ${on}; proc-core routes stream-stats to ${on}`, [
        { t: 'set', file: SINK, path: ['channels', off], v: `{"url": ${url(off)}, "enable": false}` },
        { t: 'set', file: SINK, path: ['channels', on], v: `{"url": ${url(on)}}` },
        route('sink-http', on, '["stream-stats"]'),
      ]);
    }
    case 'route.text-channel': {
      const name = pick(rand, textChannels);
      return m(`proc-core routes stream-flows to sink-http channel ${name}`, [
        { t: 'set', file: SINK, path: ['channels', name], v: `{"url": ${url(name)}}` },
        route('sink-http', name, '["stream-flows"]'),
      ]);
    }
    case 'route.text-tag': {
      const tag = pick(rand, ['SIN\u212a-HTTP', 'sink-http\u00a0', 'ｓink-http', 'sink-httpÄ']);
      return m(`proc-core names its sink ${JSON.stringify(tag)} (the loader section is sink-http)`, [
        { t: 'rename-key', file: PROC, path: ['sinks', 'sink-http'], key: tag },
      ]);
    }
    case 'file.bom-proc':
    case 'file.bom-sink': {
      const file = c.id === 'file.bom-proc' ? PROC : SINK;
      return m(`${file} starts with a UTF-8 byte-order mark`, [{ t: 'bom', file }]);
    }
    default:
      return m('a loader section [sink-foo] with no keys, which nothing names', [{ t: 'add-loader', name: '20-sink-foo.conf', lines: ['[sink-foo]'] }]);
  }
}

/**
 * The case `index` of the run with `seed`: 1 change (half the cases), 2 or 3; with `only`, each
 * drawn from the choices of that value class (kinds that have none are passed over).
 */
export function generateCase(seed: number, index: number, only?: ValueClass): Case {
  const rand = prng((seed * 1_000_003 + index * 7919) >>> 0);
  const p = pools(only);
  const r = rand();
  const count = r < 0.5 ? 1 : r < 0.85 ? 2 : 3;
  const mutations: Mutation[] = [];
  for (let i = 0; i < count; i++) {
    const kind = rand();
    const k =
      kind < 0.55 && p.keys.length > 0
        ? 'key'
        : kind < 0.8 && p.loader.length > 0
          ? 'loader'
          : p.routes.length > 0
            ? 'route'
            : p.keys.length > 0
              ? 'key'
              : 'loader';
    mutations.push(
      k === 'key' ? keyMutation(rand, pick(rand, p.keys)) : k === 'loader' ? loaderMutation(pick(rand, p.loader)) : routeMutation(rand, pick(rand, p.routes)),
    );
  }
  return { seed, index, mutations, removed: [] };
}

// Building: the base, each change's edits, then the dropped nodes.

function nodeOf(b: Builder, v: string): JNode {
  const parsed = JSON.parse(v) as unknown;
  // Numbers stay as written (2^32+1 and beyond are exact in the text).
  return typeof parsed === 'object' && parsed !== null ? b.from(parsed) : b.lit(v);
}

/** The entry at `path` in `root` (the last of duplicate keys), making objects on the way when `make`. */
function entryAt(b: Builder, root: JNode, path: string[], make: boolean, touched: Set<number>): JEntry | undefined {
  let node = root;
  let entry: JEntry | undefined;
  for (const key of path) {
    if (!('obj' in node)) {
      if (!make) return undefined;
      // A scalar or list where an object is needed: the edit replaces it.
      (node as { obj?: JEntry[] }).obj = [];
      delete (node as { lit?: string }).lit;
      delete (node as { arr?: JNode[] }).arr;
    }
    const entries = (node as { obj: JEntry[] }).obj;
    entry = [...entries].reverse().find((e) => e.key === key);
    if (entry === undefined) {
      if (!make) return undefined;
      entry = { id: b.id(), key, value: { id: b.id(), obj: [] } };
      entries.push(entry);
    }
    touched.add(entry.id);
    touched.add(node.id);
    node = entry.value;
  }
  return entry;
}

function parentOf(root: JNode, path: string[]): JEntry[] | undefined {
  let node = root;
  for (const key of path.slice(0, -1)) {
    if (!('obj' in node)) return undefined;
    const e = [...node.obj].reverse().find((x) => x.key === key);
    if (e === undefined) return undefined;
    node = e.value;
  }
  return 'obj' in node ? node.obj : undefined;
}

const lineKey = (text: string) => /^\s*([^=\s]+)\s*=/.exec(text)?.[1]?.toLowerCase();

/** Whether an edit is still in the deployment (a later edit or a drop may undo it). */
type Holds = (d: Deployment) => boolean;

/** The entries and lines of a deployment by id, to tell whether an edit is still there. */
function index(d: Deployment): { entries: Map<number, JEntry>; lines: Map<number, string>; files: Map<number, string> } {
  const entries = new Map<number, JEntry>();
  const walk = (node: JNode) => {
    if ('obj' in node)
      for (const e of node.obj) {
        entries.set(e.id, e);
        walk(e.value);
      }
    if ('arr' in node) node.arr.forEach(walk);
  };
  d.configs.forEach((c) => walk(c.json));
  const lines = new Map(d.loaders.flatMap((l) => l.lines.map((x) => [x.id, x.text] as const)));
  const files = new Map([...d.loaders, ...d.configs].map((f) => [f.id, f.name] as const));
  return { entries, lines, files };
}

/** Applies one edit; returns whether it still holds in a deployment (the one built in the end). */
function apply(b: Builder, d: Deployment, op: Op, touched: Set<number>): Holds {
  const never: Holds = () => false;
  if (op.t === 'set' || op.t === 'del' || op.t === 'dup' || op.t === 'rename-key') {
    const file = d.configs.find((c) => c.name === op.file);
    if (file === undefined) return never;
    touched.add(file.id);
    if (op.t === 'del') {
      entryAt(b, file.json, op.path.slice(0, -1), false, touched);
      const entries = parentOf(file.json, op.path);
      if (entries) for (let i = entries.length - 1; i >= 0; i--) if (entries[i]!.key === op.path.at(-1)) entries.splice(i, 1);
      // Taken away: it holds while no entry of that name is back.
      return (built) => {
        const config = built.configs.find((c) => c.id === file.id);
        return config !== undefined && !(parentOf(config.json, op.path) ?? []).some((e) => e.key === op.path.at(-1));
      };
    }
    if (op.t === 'rename-key') {
      const e = entryAt(b, file.json, op.path, false, touched);
      if (e === undefined) return never;
      e.key = op.key;
      return (built) => index(built).entries.get(e.id)?.key === op.key;
    }
    if (op.t === 'set') {
      const e = entryAt(b, file.json, op.path, true, touched)!;
      const value = nodeOf(b, op.v);
      e.value = value;
      // The same node holding what was written (a later edit may turn a scalar into an object in place).
      const text = jsonText(value);
      return (built) => {
        const now = index(built).entries.get(e.id)?.value;
        return now === value && jsonText(now) === text;
      };
    }
    const e = entryAt(b, file.json, op.path, true, touched)!;
    const entries = parentOf(file.json, op.path)!;
    const twin: JEntry = { id: b.id(), key: e.key, value: nodeOf(b, op.v) };
    touched.add(twin.id);
    entries.splice(entries.indexOf(e) + (op.before ? 0 : 1), 0, twin);
    const text = jsonText(twin.value);
    return (built) => {
      const now = index(built).entries.get(twin.id)?.value;
      return now === twin.value && jsonText(now) === text;
    };
  }
  if (op.t === 'bom') {
    const file = d.configs.find((c) => c.name === op.file);
    if (file === undefined) return never;
    touched.add(file.id);
    file.bom = true;
    return (built) => built.configs.find((c) => c.id === file.id)?.bom === true;
  }
  if (op.t === 'add-loader') {
    const file: LoaderFile = { id: b.id(), name: op.name, lines: op.lines.map((t) => b.line(t)) };
    touched.add(file.id);
    touched.add(file.lines[0]!.id);
    // A file of the same name is replaced, as writing the folder would (the earlier change is undone):
    // two in the model, one on disk, made the intent read a file the agent never saw (seed 2032 case 36).
    d.loaders = d.loaders.filter((l) => l.name !== op.name);
    d.loaders.push(file);
    return (built) => index(built).files.get(file.id) === op.name;
  }
  if (op.t === 'add-config') {
    const file = { id: b.id(), name: op.name, json: nodeOf(b, op.v) };
    touched.add(file.id);
    d.configs = d.configs.filter((c) => c.name !== op.name);
    d.configs.push(file);
    return (built) => index(built).files.get(file.id) === op.name;
  }
  const file = d.loaders.find((l) => l.name === op.loader);
  if (file === undefined) return never;
  touched.add(file.id);
  const lineHolds =
    (id: number, text: string): Holds =>
    (built) =>
      index(built).lines.get(id) === text;
  switch (op.t) {
    case 'line-set': {
      let line = file.lines.find((l) => lineKey(l.text) === op.key);
      if (line) line.text = op.text;
      else file.lines.push((line = b.line(op.text)));
      touched.add(line.id);
      return lineHolds(line.id, op.text);
    }
    case 'line-del':
      file.lines = file.lines.filter((l) => lineKey(l.text) !== op.key);
      return (built) => !(built.loaders.find((l) => l.id === file.id)?.lines ?? []).some((l) => lineKey(l.text) === op.key);
    case 'line-add': {
      const added = b.line(op.text);
      touched.add(added.id);
      file.lines.push(added);
      return lineHolds(added.id, op.text);
    }
    case 'header':
      file.lines[0]!.text = op.text;
      touched.add(file.lines[0]!.id);
      return lineHolds(file.lines[0]!.id, op.text);
    case 'rename':
      file.name = op.name;
      return (built) => index(built).files.get(file.id) === op.name;
  }
}

/** Every node id of the deployment with the ids of its ancestors. */
function* nodes(d: Deployment): Generator<{ id: number; kind: 'loader' | 'line' | 'config' | 'entry' | 'item'; ancestors: number[] }> {
  for (const l of d.loaders) {
    yield { id: l.id, kind: 'loader', ancestors: [] };
    for (const line of l.lines.slice(1)) yield { id: line.id, kind: 'line', ancestors: [l.id] };
  }
  function* walk(node: JNode, ancestors: number[]): Generator<{ id: number; kind: 'entry' | 'item'; ancestors: number[] }> {
    if ('obj' in node)
      for (const e of node.obj) {
        yield { id: e.id, kind: 'entry', ancestors };
        yield* walk(e.value, [...ancestors, e.id]);
      }
    if ('arr' in node)
      for (const item of node.arr) {
        yield { id: item.id, kind: 'item', ancestors };
        yield* walk(item, [...ancestors, item.id]);
      }
  }
  for (const c of d.configs) {
    yield { id: c.id, kind: 'config', ancestors: [] };
    yield* walk(c.json, [c.id]);
  }
}

function drop(d: Deployment, removed: Set<number>): void {
  d.loaders = d.loaders.filter((l) => !removed.has(l.id));
  for (const l of d.loaders) l.lines = l.lines.filter((x) => !removed.has(x.id));
  d.configs = d.configs.filter((c) => !removed.has(c.id));
  const prune = (node: JNode) => {
    if ('obj' in node) {
      node.obj = node.obj.filter((e) => !removed.has(e.id));
      node.obj.forEach((e) => prune(e.value));
    }
    if ('arr' in node) {
      node.arr = node.arr.filter((n) => !removed.has(n.id));
      node.arr.forEach(prune);
    }
  };
  d.configs.forEach((c) => prune(c.json));
}

/**
 * The case's deployment; the parts the shrinker may still drop (none that a change wrote or lies
 * on the way to); and the changes a later change (or a drop) undid, whole or in part: the
 * deployment no longer holds what they wrote, so their traps do not hold either.
 */
export function buildCase(c: Pick<Case, 'mutations' | 'removed'>): { deployment: Deployment; droppable: number[]; undone: number[] } {
  const b = new Builder();
  const d = baseDeployment(b);
  const touched = new Set<number>();
  const holds = c.mutations.map((m) => m.ops.map((op) => apply(b, d, op, touched)));
  drop(d, new Set(c.removed));
  const droppable = [...nodes(d)].filter((n) => !touched.has(n.id)).map((n) => n.id);
  const undone = holds.flatMap((checks, i) => (checks.every((h) => h(d)) ? [] : [i]));
  return { deployment: d, droppable, undone };
}

/**
 * The changes whose deployment still holds what they wrote and whose value the agent acts on: the
 * ones whose traps count. A value inside a sink channel of `"enable": false` changes nothing:
 * sink-http 1.0.13 leaves a disabled channel (found case
 * trap-silent-sink-channel-enable+sink-channel-timeout-connect-3061db: a 32-bit `timeout_connect`
 * in a disabled channel, the agent posts every route).
 */
export function liveChanges<M extends Mutation>(c: Pick<Case, 'removed'> & { mutations: M[] }): M[] {
  const { deployment, undone } = buildCase(c);
  return c.mutations.filter((m, i) => !undone.includes(i) && !m.ops.every((op) => inDisabledChannel(deployment, op)));
}

/**
 * Whether an edit writes a member (not `enable`) of a channel the built deployment disables: a
 * sink-http channel (`channels.NAME`) or a proc-core one (`sinks.SINK.NAME`, found case seed 2033
 * case 1601: a wrong-type `compressor` under `"enable": false`, never read).
 */
function inDisabledChannel(d: Deployment, op: Op): boolean {
  if (!('path' in op)) return false;
  const depth = op.file === SINK && op.path[0] === 'channels' ? 2 : op.file === PROC && op.path[0] === 'sinks' ? 3 : 0;
  if (depth === 0 || op.path.length <= depth || op.path[depth] === 'enable') return false;
  const config = d.configs.find((f) => f.name === op.file);
  let node: unknown = config && plain(config.json);
  for (const key of op.path.slice(0, depth)) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  return typeof node === 'object' && node !== null && (node as { enable?: unknown }).enable === false;
}

/** The index of a change that changes nothing (the deployment is the same without it), if any. */
export function inertChange(c: Pick<Case, 'mutations' | 'removed'>): number | undefined {
  const text = (x: Pick<Case, 'mutations' | 'removed'>) => JSON.stringify([...deploymentFiles(buildCase(x).deployment)]);
  const whole = text({ mutations: c.mutations, removed: [] });
  const i = c.mutations.findIndex((_, j) => text({ mutations: c.mutations.filter((__, k) => k !== j), removed: [] }) === whole);
  return i < 0 ? undefined : i;
}

/** What the case changes, for people: one line per change. */
export const describeCase = (c: Pick<Case, 'mutations' | 'removed'>): string =>
  [...c.mutations.map((m) => m.label), ...(c.removed.length ? [`(${c.removed.length} parts of the base dropped)`] : [])].join('; ') || 'the base';
