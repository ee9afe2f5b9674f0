// What the command prints, where its shape is a contract: schemas/output/*.schema.json ->
// generated/schemas/output/ (published, unchanged but for formatting). Today the graph
// (`agentconf graph --format json`); test/cli/graph-json.test.ts holds the real output to it.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../schemas.mjs';

export async function build() {
  const dir = join(root, 'schemas/output');
  return new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.schema.json'))
      .sort()
      .map((name) => [`schemas/output/${name}`, JSON.stringify(JSON.parse(readFileSync(join(dir, name), 'utf8')), null, 2) + '\n']),
  );
}
