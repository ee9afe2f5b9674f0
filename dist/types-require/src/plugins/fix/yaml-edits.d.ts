import type { PlannedFix } from './plan.js';
import type { TextEdit } from './text-edit.js';
/** The edit of each fix whose scalar holds what the fix expects. */
export declare function yamlEdits(text: string, fixes: readonly PlannedFix[]): Map<PlannedFix, TextEdit>;
