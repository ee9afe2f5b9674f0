/** What `checkText` (loader files) and `checkDeployment` load on first use: the deployment check and its pieces. */
export { checkDeploymentSource } from './check.js';
export { ignoredLoaderName } from './loaders.js';
export { memorySource } from './memory-source.js';
export { variablesOf } from './variables-of.js';
