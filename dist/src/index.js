/**
 * agentconf: validate the agent's plugin configs and compute the effective config the agent runs
 * with. Runs in Node and in the browser (no Node built-ins here). The records and API families
 * have entries of their own (`agentconf/records`, `agentconf/api`).
 */
export * from './plugins/index.js';
export { checkText, checkDeployment } from './deploy/text.js';
