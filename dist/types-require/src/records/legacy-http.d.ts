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
import type { AgentRelease } from './agent-release.js';
/** A legacy-http document: no `type`, its own `version` and `flows`, and the status clock. */
export declare function isLegacyDocument(value: Record<string, unknown>): boolean;
/** Judges one record value as the record type names it (the caller's validator, so no cycle of imports). */
type JudgeRecord = (record: Record<string, unknown>, agent: AgentRelease) => {
    diagnostics: Diagnostic[];
};
/** Findings of a legacy-http document; `judge` checks each part as the record that shares its shape. */
export declare function legacyDocumentProblems(doc: Record<string, unknown>, judge: JudgeRecord, agent?: AgentRelease): Diagnostic[];
export {};
