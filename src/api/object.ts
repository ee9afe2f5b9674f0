/** `validateObject`: one API object on its own. */
import { objectNames, type ApiObjectName } from '../../generated/api/operations.js';
import { hasErrors, type Diagnostic } from '../core/diagnostic.js';
import type { ValidationResult } from '../core/result.js';
import { closest } from '../core/suggest.js';
import { schemaDiagnostics, type ApiOptions } from './errors.js';
import { capOption, FindingsCap } from '../core/cap.js';
import { closedKeysAt } from './members.js';
import { objectRules } from './object-rules.js';
import { apiValidator } from './validators.js';
import { valueProblem } from '../core/arguments.js';
import { boundedAll, internalError } from '../core/safety.js';
import { boundText } from '../core/message.js';
import { typeName } from '../core/value.js';

/** @deprecated Use {@link ValidationResult}, the one verdict shape of every family. */
export type ApiValidationResult = ValidationResult;

/** Whether `name` is the name of an API object. */
export function isApiObjectName(name: unknown): name is ApiObjectName {
  return typeof name === 'string' && (objectNames as readonly string[]).includes(name);
}

/**
 * Checks `value` against the API object `name` (`Application`, `LicenseCreateRequest`, ...; see
 * `objectNames`). Never throws and never changes `value`; an unknown name is a diagnostic.
 */
export function validateObject(name: ApiObjectName, value: unknown, options?: ApiOptions): ValidationResult {
  if (!isApiObjectName(name)) {
    const meant = typeof name === 'string' ? closest(name, objectNames) : undefined;
    const diagnostics: Diagnostic[] = [
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
  if (problem) return { valid: false, diagnostics: [problem] };
  const cap = capOption(options);
  if (!(cap instanceof FindingsCap)) return { valid: false, diagnostics: [cap] };
  try {
    const diagnostics = [...schemaDiagnostics(apiValidator(name)!, value, `the ${name}`, closedKeysAt(name, ''), cap), ...objectRules(name, value, '')];
    return cap.capped({ valid: !hasErrors(diagnostics), diagnostics: boundedAll(diagnostics) });
  } catch (error) {
    return { valid: false, diagnostics: [internalError(error)] };
  }
}
