/** `agentconf openapi API`: the OpenAPI 3.1 document of one of the three HTTP APIs. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { closest } from '../core/suggest.js';
import { packageInfo } from './package.js';
import { UsageError } from './usage.js';

const apis = ['datafeeds', 'events', 'integrator'];

/** The document as JSON (as generated) or YAML. */
export async function openApiText(api: string | undefined, output: string): Promise<string> {
  if (api === undefined) throw new UsageError(`openapi needs an API: ${apis.join(', ')}`);
  if (!apis.includes(api)) {
    const meant = closest(api, apis);
    throw new UsageError(`unknown API ${JSON.stringify(api)}${meant ? ` (did you mean ${JSON.stringify(meant)}?)` : ''}; APIs are ${apis.join(', ')}`);
  }
  if (output !== 'json' && output !== 'yaml') throw new UsageError(`unknown output ${JSON.stringify(output)}; outputs are json, yaml`);
  const text = readFileSync(join(packageInfo().root, 'generated', 'api', 'openapi', `${api}.json`), 'utf8');
  if (output === 'json') return text;
  return (await import('yaml')).stringify(JSON.parse(text), { lineWidth: 0, aliasDuplicateObjects: false });
}
