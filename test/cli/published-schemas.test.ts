/**
 * The schemas agentconf publishes (generated/schemas/, `agentconf schema`) work unchanged in the
 * tools operators already have: Ajv in strict mode, ajv-cli reading them from a pipe, editors
 * picking them by file name through the catalog.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { detectKind } from '../../src/plugins/detect.js';
import { kinds } from '../../src/plugins/index.js';
import { agentconf, repo } from '../support/cli.js';

const schemasDir = join(repo, 'generated', 'schemas');

/** Every published schema, in every family's folder (plugins at the top, others in subfolders). */
function publishedSchemas(dir = schemasDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? publishedSchemas(join(dir, e.name)) : e.name.endsWith('.schema.json') ? [join(dir, e.name)] : []))
    .sort();
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const examples = join(repo, 'examples', 'valid');
const exampleOf = (kind: string) => readdirSync(examples).find((f) => f.startsWith(`netify-${kind}.`));

describe('published schemas', () => {
  const files = publishedSchemas();

  it('include one per kind', () => {
    for (const k of kinds) expect(files).toContain(join(schemasDir, 'plugins', `${k.id}.schema.json`));
  });

  // Ajv with every strict check on (its default mode already rejects unknown keywords), and no
  // keyword of ours declared: what a user gets who loads the file as it is. The API schemas name
  // formats (date, hostname, ...), which Ajv knows through ajv-formats, its standard companion
  // (`ajv-cli -c ajv-formats`); the other families name none.
  it.each(files.map((f) => [relative(schemasDir, f), f]))('%s compiles in Ajv strict mode, as published', (_, path) => {
    const ajv = new Ajv2020Module.default({ strict: true, allErrors: true });
    if (relative(schemasDir, path).startsWith('api/')) addFormatsModule.default(ajv);
    expect(typeof ajv.compile(readJson(path))).toBe('function');
    expect(readFileSync(path, 'utf8')).not.toMatch(/"x-agentconf-/);
  });

  it('are what `agentconf schema ID` prints', () => {
    for (const k of kinds) {
      expect(agentconf(['schema', k.id]).stdout).toBe(readFileSync(join(schemasDir, 'plugins', `${k.id}.schema.json`), 'utf8'));
    }
  });

  // ajv-cli in its default (strict) mode, on what `agentconf schema` prints. (ajv-cli picks a
  // file's format by its extension, so the schema goes to a file, not through /dev/stdin.)
  it.each(kinds.filter((k) => exampleOf(k.id)).map((k) => k.id))('ajv-cli validate -s <agentconf schema %s> accepts the example', (kind) => {
    const dir = mkdtempSync(join(tmpdir(), 'agentconf-ajv-cli-'));
    try {
      const schemaFile = join(dir, `${kind}.schema.json`);
      writeFileSync(schemaFile, agentconf(['schema', kind]).stdout);
      const ajvCli = join(repo, 'node_modules', 'ajv-cli', 'dist', 'index.js');
      const run = spawnSync(process.execPath, [ajvCli, 'validate', '--spec=draft2020', '-s', schemaFile, '-d', join(examples, exampleOf(kind)!)], {
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stderr + run.stdout).toMatch(/ valid/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('schema catalog', () => {
  const catalog = readJson(join(repo, 'generated', 'schema-catalog.json')) as {
    $schema: string;
    version: number;
    schemas: { name: string; description: string; fileMatch: string[]; url: string }[];
  };
  // SchemaStore file patterns here use `*` alone (any run of characters but `/`); node:path's
  // matchesGlob is missing before Node 20.17 and experimental (a warning) after.
  const globMatches = (name: string, glob: string) =>
    new RegExp(
      `^${glob
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*')}$`,
    ).test(name);
  const kindOfName = (name: string) => catalog.schemas.filter((s) => s.fileMatch.some((glob) => globMatches(name, glob)));

  it('uses only `*` in its file patterns', () => {
    for (const entry of catalog.schemas) for (const glob of entry.fileMatch) expect(glob).toMatch(/^[^?[\]{}]+$/);
  });

  it('is in the SchemaStore format and is what `agentconf schema --catalog` prints', () => {
    expect(catalog.$schema).toBe('https://json.schemastore.org/schema-catalog.json');
    expect(catalog.version).toBe(1);
    for (const entry of catalog.schemas) {
      expect(Object.keys(entry).sort()).toEqual(['description', 'fileMatch', 'name', 'url']);
      expect(entry.fileMatch.length).toBeGreaterThan(0);
    }
    const printed = agentconf(['schema', '--catalog']);
    expect(printed.status).toBe(0);
    expect(JSON.parse(printed.stdout)).toEqual(catalog);
  });

  it('points each kind at the $id of its published schema', () => {
    expect(catalog.schemas.map((s) => s.url)).toEqual(kinds.map((k) => k.schemaId));
    for (const k of kinds) expect(readJson(join(schemasDir, 'plugins', `${k.id}.schema.json`)).$id).toBe(k.schemaId);
  });

  // The names the agent's packages install, and variants deployments use, each take exactly the
  // schema of the kind agentconf itself detects from the name.
  it.each([
    'netify-proc-core.json',
    'netify-proc-aggregator.json',
    'netify-proc-aggregator-sqlite.json',
    'netify-proc-dev-discovery.json',
    'netify-proc-intel.json',
    'netify-proc-python.json',
    'netify-proc-lua.yaml',
    'netify-sink-http.json',
    'netify-sink-http-cloud.json',
    'netify-sink-ubus.yml',
    ...readdirSync(examples),
  ])('gives %s the schema of the kind its name names', (name) => {
    const detected = detectKind(name, {});
    expect('kind' in detected, name).toBe(true);
    const matches = kindOfName(name);
    expect(matches.map((s) => s.url)).toEqual([kinds.find((k) => k.id === (detected as { kind: string }).kind)!.schemaId]);
  });

  it.each(['netify-sink-log.json', 'netify-proc-flow-actions.json', 'package.json', 'netify-proc-core.json.bak'])('gives %s no schema', (name) => {
    expect(kindOfName(basename(name))).toEqual([]);
  });

  it('is valid JSON the help mentions', () => {
    expect(agentconf(['schema', '--help']).stdout).toMatch(/--catalog/);
    expect(agentconf(['schema', '--catalog', 'sink-http']).status).toBe(2);
  });
});
