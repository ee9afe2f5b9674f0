import type { CompiledValidator } from '../core/compiled.js';
/** The generated validator with this export name, if there is one. */
export declare function apiValidator(name: string): CompiledValidator | undefined;
