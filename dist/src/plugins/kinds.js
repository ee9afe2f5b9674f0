/**
 * The catalog of kinds: id, title and description from the schemas, role from the kind's spec
 * (`kinds/`, which holds everything else a kind is).
 */
import { catalog } from '../../generated/plugins/catalog.js';
import { kindSpecs } from './kinds/index.js';
/** The eight kinds, in a stable order. */
export const kinds = catalog.map((entry) => ({
    ...entry,
    role: kindSpecs[entry.id].role,
}));
const ids = new Set(kinds.map((k) => k.id));
/** Whether `id` names a kind. */
export function isKindId(id) {
    return ids.has(id);
}
/** The kind with this id, or undefined. */
export function kindById(id) {
    return kinds.find((k) => k.id === id);
}
