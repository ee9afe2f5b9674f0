import { type CompiledValidator } from '../core/compiled.js';
import type { RecordSchemaId } from './catalog.js';
/** The fast check against the closed schema: true means valid with no unknown member; reports nothing. */
export declare function fastCheckOf(id: RecordSchemaId): (data: unknown) => boolean;
/** The explaining check: every error, on `errors`. */
export declare function explainerOf(id: RecordSchemaId): CompiledValidator;
