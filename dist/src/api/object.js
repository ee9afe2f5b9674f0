/** `validateObject`: one API object on its own. */
import { objectNames } from '../../generated/api/operations.js';
import { hasErrors } from '../core/diagnostic.js';
import { closest } from '../core/suggest.js';
import { schemaDiagnostics } from './errors.js';
import { capOption, FindingsCap } from '../core/cap.js';
import { closedKeysAt } from './members.js';
import { objectRules } from './object-rules.js';
import { apiValidator } from './validators.js';
import { valueProblem } from '../core/arguments.js';
import { boundedAll, internalError } from '../core/safety.js';
import { boundText } from '../core/message.js';
import { typeName } from '../core/value.js';
/** Whether `name` is the name of an API object. */
export function isApiObjectName(name) {
    return typeof name === 'string' && objectNames.includes(name);
}
/**
 * Checks `value` against the API object `name` (`Application`, `LicenseCreateRequest`, ...; see
 * `objectNames`). Never throws and never changes `value`; an unknown name is a diagnostic.
 */
export function validateObject(name, value, options) {
    if (!isApiObjectName(name)) {
        const meant = typeof name === 'string' ? closest(name, objectNames) : undefined;
        const diagnostics = [
            {
                severity: 'error',
                code: 'api/unknown-object',
                message: `${typeof name === 'string' ? JSON.stringify(boundText(name, 80)) : typeName(name)} is not an API object${meant ? `; did you mean ${JSON.stringify(meant)}?` : ''} (objects: ${objectNames.join(', ')})`,
                pointer: '',
                ...(meant ? { suggestion: meant } : {}),
            },
        ];
        return { valid: false, diagnostics };
    }
    const problem = valueProblem(value);
    if (problem)
        return { valid: false, diagnostics: [problem] };
    const cap = capOption(options);
    if (!(cap instanceof FindingsCap))
        return { valid: false, diagnostics: [cap] };
    try {
        const diagnostics = [...schemaDiagnostics(apiValidator(name), value, `the ${name}`, closedKeysAt(name, ''), cap), ...objectRules(name, value, '')];
        return cap.capped({ valid: !hasErrors(diagnostics), diagnostics: boundedAll(diagnostics) });
    }
    catch (error) {
        return { valid: false, diagnostics: [internalError(error)] };
    }
}
