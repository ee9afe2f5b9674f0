/** The precompiled validators of the API family, by export name (no schema is compiled at run time). */
import * as generated from '../../generated/api/validators.js';
/** The generated validator with this export name, if there is one. */
export function apiValidator(name) {
    return Object.hasOwn(generated, name) ? generated[name] : undefined;
}
