import type { Diagnostic } from '../../core/diagnostic.js';
import type { ParsedDocument } from '../../core/parse/index.js';
import type { KindId } from '../kinds.js';
/** The diagnostics the pipeline gives `parsed` (a config of `kind` from `text`), or undefined where it must say them itself. */
export declare function unknownMemberFindings(kind: KindId, text: string, parsed: ParsedDocument, variables: Readonly<Record<string, string>>): Diagnostic[] | undefined;
