/**
 * Where a deployment's files come from: the I/O boundary of the deployment check. The check
 * itself (`check.ts`) only lists, reads and names files through a source, so the same steps run
 * on a folder (`node-source.ts`, the command) and on texts held in memory (`memory-source.ts`,
 * the browser-safe `checkDeployment`).
 */
export {};
