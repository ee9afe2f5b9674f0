/** The precompiled validator of each kind, from generated/ (no schema is compiled at run time). */
import type { KindId } from '../../generated/plugins/catalog.js';
import { type CompiledValidator } from '../core/compiled.js';
/** The compiled validator of a kind. */
export declare function validatorOf(kind: KindId): CompiledValidator;
