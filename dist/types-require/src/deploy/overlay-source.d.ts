import type { DeploymentSource, SourceRead } from './source.js';
/** `nodeSource` with `texts` (absolute path -> what reading gives: a text, or why there is none) over the files. */
export declare function overlaySource(texts: ReadonlyMap<string, SourceRead>): DeploymentSource;
