/**
 * Unknown members a stream's records repeat (a member a device's firmware adds to every record),
 * remembered so that each is explained once rather than searched for in every record: a record
 * that fails the fast check is first tried without the remembered members it has, and when that
 * copy passes the fast check, the record's schema verdict and unknown members are known without
 * the all-errors validator and the unknown-member walk. An unknown member of a listed object
 * changes no other verdict of the schema (it is only "unknown"), so the findings are those the
 * full check gives (`test/records/recurring-members.test.ts` holds the two to each other).
 */
import type { Diagnostic } from '../core/diagnostic.js';
import type { Shape } from '../core/shape.js';
/** The unknown members one stream's records repeat, by record schema. */
export declare class RecurringMembers {
    private readonly bySchema;
    /**
     * Remembers the members that `unknown` (the unknown-member findings of a record of schema `id`,
     * whose shape is `shape`) names at fixed places.
     */
    learn(id: string, shape: Shape, unknown: readonly Diagnostic[]): void;
    /**
     * The unknown-member findings of `record` (schema `id`) when they are all it has against the
     * closed schema: `fastCheck` passes on a copy without the remembered members it holds. Undefined
     * when it holds none of them, holds them in more than one object (the walk's order is then the
     * full check's to give), or the copy fails too: the record then takes the full check.
     */
    explain(id: string, record: Record<string, unknown>, fastCheck: (value: unknown) => boolean): Diagnostic[] | undefined;
    /** The finding of member `m` in `node`: its "did you mean" depends on what else `node` holds. */
    private finding;
}
