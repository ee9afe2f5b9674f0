import * as fast from '../../generated/plugins/fast.js';
import { exportName } from '../core/compiled.js';
const byKind = new Map();
export const fastCheck = (kind, value) => {
    let check = byKind.get(kind);
    if (!check)
        byKind.set(kind, (check = fast[exportName(kind)]));
    return check(value);
};
