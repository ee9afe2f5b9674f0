import type { DocumentRendering } from '../../format/document.js';
import { type ApiName } from '../../files/published.js';
/** The document, rendered as `--output` chose (JSON as generated, or YAML). */
export declare function openApiText(api: ApiName, render: DocumentRendering<string>): Promise<string>;
