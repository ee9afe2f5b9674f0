/**
 * The published schemas in yaml-language-server (the YAML support of VS Code, Neovim, Helix, ...),
 * named by the `# yaml-language-server: $schema=...` line the README shows, read from the
 * installed copies: valid YAML examples get no diagnostic, broken ones get theirs in place.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import jsonLanguageService from 'vscode-json-languageservice';
import yamlLanguageService from 'yaml-language-server/lib/umd/languageservice/yamlLanguageService.js';
import { describe, expect, it } from 'vitest';
import { detectKind } from '../../src/plugins/detect.js';
import { repo } from '../support/cli.js';

const { TextDocument } = jsonLanguageService;

const service = yamlLanguageService.getLanguageService({
  schemaRequestService: async (uri: string) => readFileSync(fileURLToPath(uri), 'utf8'),
  workspaceContext: { resolveRelativePath: (relative: string, resource: string) => new URL(relative, resource).href },
});
service.configure({ validate: true, hover: true, completion: true });

const schemaOf = (name: string) => {
  const detected = detectKind(name, {});
  if (!('kind' in detected)) throw new Error(`no kind in the name ${name}`);
  return pathToFileURL(join(repo, 'generated', 'schemas', 'plugins', `${detected.kind}.schema.json`)).href;
};

// The server caches parsed documents by URI and version: each text gets a version of its own.
let version = 0;

/** The document as an editor holds it, with the schema line on top; diagnostics as the server sends them. */
async function validate(name: string, body: string) {
  const text = `# yaml-language-server: $schema=${schemaOf(name)}\n${body}`;
  const doc = TextDocument.create(`file:///workspace/${name}`, 'yaml', ++version, text);
  return service.doValidation(doc, false);
}

const yamlExamples = (dir: string) => readdirSync(join(repo, 'examples', dir)).filter((f) => /\.ya?ml$/.test(f));

describe('yaml-language-server with the published schemas', () => {
  it.each(yamlExamples('valid'))('%s: no diagnostic', async (name) => {
    expect(await validate(name, readFileSync(join(repo, 'examples', 'valid', name), 'utf8'))).toEqual([]);
  });

  it.each(yamlExamples('invalid'))('%s: diagnostics', async (name) => {
    const diagnostics = await validate(name, readFileSync(join(repo, 'examples', 'invalid', name), 'utf8'));
    expect(diagnostics.length).toBeGreaterThan(0);
  });

  // The yaml.schemas setting of VS Code's YAML extension: the catalog's names, the local copies.
  it('picks the schema by file name from the catalog', async () => {
    const catalog = JSON.parse(readFileSync(join(repo, 'generated', 'schema-catalog.json'), 'utf8')) as { schemas: { fileMatch: string[]; url: string }[] };
    const byName = yamlLanguageService.getLanguageService({
      schemaRequestService: async (uri: string) => readFileSync(fileURLToPath(uri), 'utf8'),
      workspaceContext: { resolveRelativePath: (relative: string, resource: string) => new URL(relative, resource).href },
    });
    byName.configure({
      validate: true,
      schemas: catalog.schemas.map((entry) => ({ uri: schemaOf(entry.fileMatch[0]!), fileMatch: entry.fileMatch })),
    });
    const body = 'channels:\n  stats:\n    url: 8080\n';
    const check = (name: string) => byName.doValidation(TextDocument.create(`file:///workspace/${name}`, 'yaml', ++version, body), false);
    expect((await check('netify-sink-http-cloud.yaml')).map((d) => d.range.start)).toEqual([{ line: 2, character: 9 }]);
    expect(await check('notes.yaml')).toEqual([]);
  });

  it('reports a wrong type where it is', async () => {
    const diagnostics = await validate('netify-sink-http.yaml', 'channels:\n  stats:\n    url: 8080\n');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]!.message).toMatch(/string/);
    // Line 0 is the schema line.
    expect(diagnostics[0]!.range.start).toEqual({ line: 3, character: 9 });
  });
});
