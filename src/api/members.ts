/** The members closed objects allow, for "did you mean" on a member they do not. */
import { closedMembers, type ApiObjectName } from '../../generated/api/operations.js';

/** The members allowed at `at` when the object `name` sits there (none elsewhere). */
export function closedKeysAt(name: ApiObjectName | undefined, at: string, members?: readonly string[]): (pointer: string) => readonly string[] {
  const allowed = members ?? (name ? closedMembers[name] : undefined) ?? [];
  return (pointer) => (pointer === at ? allowed : []);
}
