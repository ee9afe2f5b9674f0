export { hasErrors } from '../core/diagnostic.js';
export { objectNames, operations } from '../../generated/api/operations.js';
export { validateObject, isApiObjectName } from './object.js';
export { validateRequest } from './request.js';
export { validateResponse } from './response.js';
