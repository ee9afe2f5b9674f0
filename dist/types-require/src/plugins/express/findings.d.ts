import type { Diagnostic } from '../../core/diagnostic.js';
import type { ParsedDocument } from '../../core/parse/index.js';
import type { Shape } from '../../core/shape.js';
import type { KindId } from '../kinds.js';
import type { OtherMember } from './index.js';
/** The shape of the object at `path` below `shape`, as the unknown-key walk goes down: a listed member, else a map's values, an array's items. */
export declare function shapeAt(shape: Shape, path: readonly (string | number)[]): Shape;
/**
 * The diagnostics the pipeline gives `parsed` (a config of `kind` from `text`), whose members
 * nobody reads are `others` (the lane's walk of it, in its order), or undefined where it must
 * say them itself.
 */
export declare function unknownMemberFindings(kind: KindId, text: string, parsed: ParsedDocument, variables: Readonly<Record<string, string>>, others: readonly OtherMember[]): Diagnostic[] | undefined;
