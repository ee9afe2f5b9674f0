/** `agentconf openapi API`: the OpenAPI 3.1 document of one of the three HTTP APIs. */
import { readFileSync } from 'node:fs';
import type { DocumentRendering } from '../../format/document.js';
import { openApiPath, type ApiName } from '../../files/published.js';

/** The document, rendered as `--output` chose (JSON as generated, or YAML). */
export async function openApiText(api: ApiName, render: DocumentRendering<string>): Promise<string> {
  return render(readFileSync(openApiPath(api), 'utf8'));
}
