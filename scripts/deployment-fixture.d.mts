/** Writes a synthetic deployment of `pairs` processor -> HTTP sink pipelines; returns the plugin count. */
export function writeDeployment(root: string, pairs: number): number;
