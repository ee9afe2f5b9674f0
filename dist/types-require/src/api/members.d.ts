/** The members closed objects allow, for "did you mean" on a member they do not. */
import { type ApiObjectName } from '../../generated/api/operations.js';
/** The members allowed at `at` when the object `name` sits there (none elsewhere). */
export declare function closedKeysAt(name: ApiObjectName | undefined, at: string, members?: readonly string[]): (pointer: string) => readonly string[];
