/**
 * Who a path's posts came from, read from their bodies. Two routes that end at one URL path (two
 * processors sending to one sink channel, or stats and flows channels posting to the same path)
 * cannot be told apart by the path: their posts must be read. proc-core 1.0.30 gives no record a
 * sender, so a route is told by what it sends: its stream (the record types: stream-flows sends
 * `flow_*`, stream-stats `agent_status` and the other statistics, legacy-http one document a
 * round), and how many routes sent it by how often one record arrives. Every route that carries a
 * flow posts its `flow_purge` once (its digest names the flow); every route that carries the
 * statistics posts each round's `agent_status` once (its counters and timestamp name the round).
 * So the most copies of one such record at a path is the number of routes that delivered that
 * stream there. Runs fixtures/agent-runs/found/senders-two-routes-one-channel (two processors to
 * one channel: each flow_purge twice) and senders-one-of-two-routes-lost (one of them carries
 * nothing: each once); one processor on its own channels posts each once.
 */
import { gunzipSync } from 'node:zlib';
import { decode } from '@msgpack/msgpack';

/** The streams a body's records tell, by record type (proc-core 1.0.30's channel types). */
const streamOfType: Readonly<Record<string, string>> = {
  flow: 'stream-flows',
  flow_dpi_update: 'stream-flows',
  flow_dpi_complete: 'stream-flows',
  flow_purge: 'stream-flows',
  flow_stats: 'stream-flows',
  agent_status: 'stream-stats',
  interfaces: 'stream-stats',
  endpoints: 'stream-stats',
  interface_stats: 'stream-stats',
  global_stats: 'stream-stats',
};

/** The streams whose senders the bodies can count. */
export const countedStreams = ['stream-flows', 'stream-stats', 'legacy-http'] as const;

/** A posted request, as far as sender counting needs it. */
export interface PostedBody {
  path: string;
  body: Uint8Array;
}

/** The value a body holds (JSON or msgpack, gzip or not); undefined when it is neither. */
export function bodyValue(body: Uint8Array): unknown {
  let bytes = Buffer.from(body);
  if (bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      bytes = gunzipSync(bytes, { maxOutputLength: 64 * 1024 * 1024 });
    } catch {
      return undefined;
    }
  }
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    try {
      return decode(bytes);
    } catch {
      return undefined;
    }
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The stream of one record and, where it names one sender's copy, its identity (undefined: a record any round repeats). */
function classify(value: unknown): { stream: string; id?: string } | undefined {
  if (!isObject(value)) return undefined;
  const type = value.type;
  if (typeof type !== 'string') {
    // A legacy-http document: the agent's status with the round's flows, interfaces and stats, and no type.
    return 'version' in value && 'flows' in value ? { stream: 'legacy-http', id: JSON.stringify(value) } : undefined;
  }
  const stream = streamOfType[type];
  if (stream === undefined) return undefined;
  if (type === 'flow_purge') {
    const digest = isObject(value.flow) ? value.flow.digest : undefined;
    return typeof digest === 'string' ? { stream, id: `purge ${digest}` } : { stream };
  }
  return type === 'agent_status' ? { stream, id: JSON.stringify(value) } : { stream };
}

/**
 * Per path, per stream: how many routes delivered it, as the bodies show (the most copies of one
 * record that names a sender's copy; 1 where the stream's records came but none such).
 */
export function sendersOf(posted: readonly PostedBody[]): Record<string, Record<string, number>> {
  const copies = new Map<string, Map<string, Map<string, number>>>();
  for (const { path, body } of posted) {
    const found = classify(bodyValue(body));
    if (found === undefined) continue;
    const byStream = copies.get(path) ?? new Map<string, Map<string, number>>();
    copies.set(path, byStream);
    const ids = byStream.get(found.stream) ?? new Map<string, number>();
    byStream.set(found.stream, ids);
    const id = found.id ?? '';
    ids.set(id, (ids.get(id) ?? 0) + (found.id === undefined ? 0 : 1));
  }
  const out: Record<string, Record<string, number>> = {};
  for (const [path, byStream] of [...copies].sort(([a], [b]) => a.localeCompare(b))) {
    out[path] = {};
    for (const [stream, ids] of [...byStream].sort(([a], [b]) => a.localeCompare(b))) out[path][stream] = Math.max(1, ...ids.values());
  }
  return out;
}
