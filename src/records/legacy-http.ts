/**
 * The legacy-http document (proc-core 1.0.30's `legacy-http` channel, the vendor's own sample),
 * checked as agent 5.0.7 sends it (run: agent-runs/streams/live1, http1, legacy-http-gz): the
 * `agent_status` members at the top level (no `type`), `version` (the JSON version, 1.9),
 * `flows` (interface name -> array of flow objects), `interfaces` (as the `interfaces` record),
 * `stats` (as the `interface_stats` record), `devices`; an empty part is an explicit `null` or
 * `{}` (the encoder's "empty members are left out" rule does not hold here). Each part is judged
 * by the record schema that describes the same object; the document as a whole is outside the
 * published interface, which an info note says.
 */
import type { Diagnostic } from '../core/diagnostic.js';
import { childPointer } from '../core/pointer.js';
import { describeValue } from '../core/describe.js';
import { isPlainObject } from '../core/value.js';
import type { AgentRelease } from './agent-release.js';

/** The members only the document has, beside the `agent_status` members. */
const parts = ['version', 'flows', 'interfaces', 'stats', 'devices'] as const;

/** A legacy-http document: no `type`, its own `version` and `flows`, and the status clock. */
export function isLegacyDocument(value: Record<string, unknown>): boolean {
  return !Object.hasOwn(value, 'type') && Object.hasOwn(value, 'flows') && Object.hasOwn(value, 'version') && Object.hasOwn(value, 'update_interval');
}

/** Judges one record value as the record type names it (the caller's validator, so no cycle of imports). */
type JudgeRecord = (record: Record<string, unknown>, agent: AgentRelease) => { diagnostics: Diagnostic[] };

const error = (message: string, pointer: string, code: Diagnostic['code'] = 'schema/type'): Diagnostic => ({ severity: 'error', code, message, pointer });

/** Findings of a part judged as a record, moved under `base` (the record's root is the part). */
function under(base: string, diagnostics: Diagnostic[], skip: (pointer: string) => boolean = () => false): Diagnostic[] {
  return diagnostics.filter((d) => !skip(d.pointer)).map((d) => ({ ...d, pointer: base + d.pointer }));
}

/** A part that may be `null` or a map of interface names; the map is judged as a record of `type`. */
function mapPart(doc: Record<string, unknown>, name: 'interfaces' | 'stats', type: string, judge: JudgeRecord, agent: AgentRelease): Diagnostic[] {
  const part = doc[name];
  if (part === null || part === undefined) return [];
  if (!isPlainObject(part)) return [error(`"${name}" must be an object keyed by interface name, or null, not ${describeValue(part)}`, `/${name}`)];
  return under(`/${name}`, judge({ ...part, type }, agent).diagnostics);
}

/** Every flow of `flows`, judged as the `flow` object of a flow record on its interface. */
function flowsPart(flows: unknown, judge: JudgeRecord, agent: AgentRelease): Diagnostic[] {
  if (!isPlainObject(flows)) return [error(`"flows" must be an object keyed by interface name, not ${describeValue(flows)}`, '/flows')];
  const found: Diagnostic[] = [];
  for (const [iface, list] of Object.entries(flows)) {
    const at = childPointer('/flows', iface);
    if (!Array.isArray(list)) {
      found.push(error(`the flows of interface ${JSON.stringify(iface)} must be an array, not ${describeValue(list)}`, at));
      continue;
    }
    list.forEach((flow, i) => {
      const { diagnostics } = judge({ type: 'flow', interface: iface, internal: false, flow }, agent);
      // The record's own members (type, interface, internal) are ours; the flow object is the agent's.
      found.push(
        ...under(
          childPointer(at, String(i)),
          diagnostics.filter((d) => d.pointer.startsWith('/flow')).map((d) => ({ ...d, pointer: d.pointer.slice('/flow'.length) })),
        ),
      );
    });
  }
  return found;
}

/** Findings of a legacy-http document; `judge` checks each part as the record that shares its shape. */
export function legacyDocumentProblems(doc: Record<string, unknown>, judge: JudgeRecord, agent: AgentRelease = '5.0'): Diagnostic[] {
  const status: Record<string, unknown> = { type: 'agent_status' };
  for (const [key, value] of Object.entries(doc)) if (!(parts as readonly string[]).includes(key)) status[key] = value;
  const found: Diagnostic[] = [
    {
      severity: 'info',
      code: 'record/legacy-document',
      message: `a legacy-http document (the core processor's legacy-http channel, proc-core 1.0.30): checked as agent ${agent} sends it; the published interface does not define it`,
      pointer: '',
    },
    ...under('', judge(status, agent).diagnostics, (p) => p === '/type'),
  ];
  if (typeof doc.version !== 'number') found.push(error(`"version" (the JSON version) must be a number, not ${describeValue(doc.version)}`, '/version'));
  if (doc.devices !== null && doc.devices !== undefined && !isPlainObject(doc.devices))
    found.push(error(`"devices" must be an object, or null, not ${describeValue(doc.devices)}`, '/devices'));
  found.push(
    ...flowsPart(doc.flows, judge, agent),
    ...mapPart(doc, 'interfaces', 'interfaces', judge, agent),
    ...mapPart(doc, 'stats', 'interface_stats', judge, agent),
  );
  return found;
}
