/** The precompiled validators of each record schema (no schema is compiled at run time). */
import * as fast from '../../generated/records/fast.js';
import * as allErrors from '../../generated/records/validators.js';
import { exportName } from '../core/compiled.js';
const fastChecks = new Map();
const explainers = new Map();
/** The fast check against the closed schema: true means valid with no unknown member; reports nothing. */
export function fastCheckOf(id) {
    let check = fastChecks.get(id);
    if (!check)
        fastChecks.set(id, (check = fast[exportName(id)]));
    return check;
}
/** The explaining check: every error, on `errors`. */
export function explainerOf(id) {
    let check = explainers.get(id);
    if (!check)
        explainers.set(id, (check = allErrors[exportName(id)]));
    return check;
}
