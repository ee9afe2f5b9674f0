/** `agentconf openapi API`: the OpenAPI 3.1 document of one of the three HTTP APIs. */
import { readFileSync } from 'node:fs';
import { openApiPath } from '../../files/published.js';
/** The document, rendered as `--output` chose (JSON as generated, or YAML). */
export async function openApiText(api, render) {
    return render(readFileSync(openApiPath(api), 'utf8'));
}
