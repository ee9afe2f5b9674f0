// The settings file: schemas/settings/agentconf.schema.json -> generated/schemas/settings/
// agentconf.schema.json (published) and generated/settings/validator.ts,
// which the command's settings loader (src/cli/settings/) runs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../schemas.mjs';
import { validatorsModule } from '../codegen.mjs';

export async function build() {
  const schema = JSON.parse(readFileSync(join(root, 'schemas/settings/agentconf.schema.json'), 'utf8'));
  return new Map([
    ['schemas/settings/agentconf.schema.json', JSON.stringify(schema, null, 2) + '\n'],
    ['settings/validator.ts', validatorsModule([{ name: 'validateSettings', schema }], { what: 'The settings file validator, every error (Ajv standalone).' })],
  ]);
}
