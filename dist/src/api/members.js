/** The members closed objects allow, for "did you mean" on a member they do not. */
import { closedMembers } from '../../generated/api/operations.js';
/** The members allowed at `at` when the object `name` sits there (none elsewhere). */
export function closedKeysAt(name, at, members) {
    const allowed = members ?? (name ? closedMembers[name] : undefined) ?? [];
    return (pointer) => (pointer === at ? allowed : []);
}
