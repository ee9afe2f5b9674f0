/** The record types the published interface defines, and which schema judges each. */
import { recordCatalog } from '../../generated/records/catalog.js';
/**
 * What `validateRecord` calls an aggregator batch (`{"log_time_start", "log_time_end", "stats"}`):
 * recognised and counted, but the interface gives it no shape and it has no `type` member.
 */
export const AGGREGATOR_BATCH = 'aggregator_batch';
/**
 * The greeting a core processor's `legacy-socket` channel sends before its records
 * (`{"type": "agent_hello", agent_version, build_version, json_version}`, proc-core 1.0.30): the
 * interface defines no such record, so it is accepted with a divergence warning.
 */
export const AGENT_HELLO = 'agent_hello';
/**
 * What `validateRecord` calls a legacy-http document: the one large document per interval a core
 * processor's `legacy-http` channel sends (status members, `version`, `flows` by interface,
 * `interfaces`, `devices`, `stats`; proc-core 1.0.30). It has no `type`, and the published
 * interface does not define it: it is checked as the agent sends it, with a note saying so.
 */
export const LEGACY_HTTP = 'legacy_http';
/** Every `type` value the interface defines, in schema order (the three flow types share one schema). */
export const recordTypes = recordCatalog.flatMap((entry) => entry.types);
const schemaByType = new Map(recordCatalog.flatMap((entry) => entry.types.map((t) => [t, entry.id])));
/** Whether `type` is a record type the interface defines. */
export function isRecordType(type) {
    return typeof type === 'string' && schemaByType.has(type);
}
/** The schema that judges records of `type`. */
export function schemaOfType(type) {
    return schemaByType.get(type);
}
