import type { PlannedFix } from './plan.js';
import type { TextEdit } from './text-edit.js';
/** The edit of each fix whose token is where the parser says and holds what the fix expects. */
export declare function jsonEdits(text: string, fixes: readonly PlannedFix[]): Map<PlannedFix, TextEdit>;
