/** The API schema sources: every member documented; the operations descriptions name only known objects and parameters. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { objectNames } from '../../src/api/index.js';
import { repoRoot } from '../support/paths.js';

const dir = join(repoRoot, 'schemas', 'api');
const files = [...readdirSync(dir).filter((f) => f.endsWith('.schema.json')), ...readdirSync(join(dir, 'shared')).map((f) => `shared/${f}`)];
const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown;

/** Paths of members (under properties or $defs) that lack a title or a description. */
function undocumented(node: unknown, path = '#'): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => undocumented(n, `${path}/${i}`));
  if (node === null || typeof node !== 'object') return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (['examples', 'enum', 'required'].includes(key)) continue;
    if ((key === 'properties' || key === '$defs') && value && typeof value === 'object') {
      for (const [name, sub] of Object.entries(value as Record<string, Record<string, unknown>>)) {
        for (const a of ['title', 'description']) if (typeof sub[a] !== 'string' || sub[a] === '') out.push(`${path}/${key}/${name} lacks ${a}`);
        out.push(...undocumented(sub, `${path}/${key}/${name}`));
      }
    } else {
      out.push(...undocumented(value, `${path}/${key}`));
    }
  }
  return out;
}

describe('schemas/api/', () => {
  it('holds one schema per object, named as the object', () => {
    expect(
      files
        .filter((f) => !f.startsWith('shared/'))
        .map((f) => f.replace('.schema.json', ''))
        .sort(),
    ).toEqual([...objectNames].sort());
  });

  it.each(files)('%s documents every member with a title and a description, and names its draft and $id', (file) => {
    const schema = read(file) as Record<string, unknown>;
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe(`urn:agentconf:schemas/5/api/${file}`);
    expect(typeof schema.title === 'string' && typeof schema.description === 'string').toBe(true);
    expect(undocumented(schema)).toEqual([]);
  });
});
