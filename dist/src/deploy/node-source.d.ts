import type { DeploymentSource } from './source.js';
export declare const nodeSource: DeploymentSource;
