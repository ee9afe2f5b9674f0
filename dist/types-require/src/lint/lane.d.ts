/**
 * Whether the express lane (`src/plugins/express/`) speaks for one parsed JSON config of a lint:
 * only for a kind its name tells (or `--kind` names again: the pipeline would not skip it nor say
 * how it was told), parsed without a finding. Shared by the lint of a file (`file.ts`) and the
 * command's quick way for one config (`src/cli/quick.ts`), so both take the same files.
 */
import type { ParsedDocument } from '../core/parse/index.js';
import { type OtherMember } from '../plugins/express/index.js';
import type { KindId } from '../plugins/kinds.js';
/** The config's kind and its members nobody reads (none: nothing to report), or undefined where the pipeline must check it. */
export declare function laneWalk(file: string, text: string, parsed: ParsedDocument, options: {
    kind?: KindId;
    variables: Readonly<Record<string, string>>;
}): {
    kind: KindId;
    others: OtherMember[];
} | undefined;
