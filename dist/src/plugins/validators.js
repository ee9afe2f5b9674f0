import * as generated from '../../generated/plugins/validators.js';
import { exportName } from '../core/compiled.js';
/** The compiled validator of a kind. */
export function validatorOf(kind) {
    let validator = byKind.get(kind);
    if (!validator)
        byKind.set(kind, (validator = generated[exportName(kind)]));
    return validator;
}
const byKind = new Map();
