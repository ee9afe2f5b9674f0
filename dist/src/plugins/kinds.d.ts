/**
 * The catalog of kinds: id, title and description from the schemas, role from the kind's spec
 * (`kinds/`, which holds everything else a kind is).
 */
import { type KindId } from '../../generated/plugins/catalog.js';
import { type Role } from './kinds/index.js';
export type { KindId };
/** One kind of plugin config. */
export interface Kind {
    /** Stable id, part of the public API: `proc-aggregator`, `sink-http`, ... */
    readonly id: KindId;
    /** Human name, from the schema. */
    readonly title: string;
    /** What the plugin does, from the schema. */
    readonly description: string;
    /** `$id` of the kind's JSON Schema. */
    readonly schemaId: string;
    /** Processors produce records and send them to sinks; sinks deliver them. */
    readonly role: Role;
}
/** The eight kinds, in a stable order. */
export declare const kinds: readonly Kind[];
/** Whether `id` names a kind. */
export declare function isKindId(id: string): id is KindId;
/** The kind with this id, or undefined. */
export declare function kindById(id: string): Kind | undefined;
