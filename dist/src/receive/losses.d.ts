import type { Diagnostic } from '../core/diagnostic.js';
import type { FileResult } from '../core/report.js';
import type { DeploymentModel } from '../deploy/model.js';
/** A finding of the deployment on the request path (or channel) whose records it loses. */
export interface Loss {
    path: string;
    diagnostic: Diagnostic;
}
/** The losses of a deployment, from its model and what its check found (`lintDeployment`'s `results`), in route order. */
export declare function deploymentLosses(model: DeploymentModel, results: readonly FileResult[]): Loss[];
