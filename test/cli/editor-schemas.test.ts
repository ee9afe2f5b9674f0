/**
 * The published schemas in a real editor component: VS Code's JSON language service, wired the
 * way an editor wires it (schemas picked by file name from the catalog, read from the installed
 * copies). Valid examples get no diagnostic; broken ones get the errors; hovers show the docs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import jsonLanguageService from 'vscode-json-languageservice';
import { describe, expect, it } from 'vitest';
import { kinds } from '../../src/plugins/index.js';
import { repo } from '../support/cli.js';

const { getLanguageService, TextDocument, DiagnosticSeverity } = jsonLanguageService;

const catalog = JSON.parse(readFileSync(join(repo, 'generated', 'schema-catalog.json'), 'utf8')) as {
  schemas: { fileMatch: string[]; url: string }[];
};
const localCopy = (id: string) => {
  const kind = kinds.find((k) => k.schemaId === id)!;
  return pathToFileURL(join(repo, 'generated', 'schemas', 'plugins', `${kind.id}.schema.json`)).href;
};

const service = getLanguageService({ schemaRequestService: async (uri) => readFileSync(fileURLToPath(uri), 'utf8') });
service.configure({
  validate: true,
  allowComments: false,
  schemas: catalog.schemas.map((s) => ({ uri: localCopy(s.url), fileMatch: s.fileMatch })),
});

async function open(name: string, text: string) {
  const doc = TextDocument.create(`file:///workspace/${name}`, 'json', 1, text);
  const json = service.parseJSONDocument(doc);
  return { doc, json, diagnostics: await service.doValidation(doc, json, { schemaValidation: 'error' }) };
}

const jsonExamples = (dir: string) => readdirSync(join(repo, 'examples', dir)).filter((f) => f.endsWith('.json'));

describe('VS Code JSON language service with the published schemas', () => {
  it.each(jsonExamples('valid'))('%s: no diagnostic', async (name) => {
    const { diagnostics } = await open(name, readFileSync(join(repo, 'examples', 'valid', name), 'utf8'));
    expect(diagnostics).toEqual([]);
  });

  it.each(jsonExamples('invalid'))('%s: errors, and none about the schema itself', async (name) => {
    const { diagnostics } = await open(name, readFileSync(join(repo, 'examples', 'invalid', name), 'utf8'));
    expect(diagnostics.filter((d) => d.severity === DiagnosticSeverity.Error).length).toBeGreaterThan(0);
    expect(diagnostics.map((d) => d.message).join('\n')).not.toMatch(/schema|draft|not supported|unable to load/i);
  });

  it('checks a config by its name: a wrong type in netify-sink-http-cloud.json is reported where it is', async () => {
    // A URL that is no string stops sink-http 1.0.13; a TLS setting of the wrong type it ignores (a warning only agentconf gives).
    const text = '{\n  "channels": {\n    "stats": { "url": 8080 }\n  }\n}\n';
    const { diagnostics } = await open('netify-sink-http-cloud.json', text);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]!.range.start).toEqual({ line: 2, character: text.split('\n')[2]!.indexOf('8080') });
    const other = await open('settings.json', text);
    expect(other.diagnostics).toEqual([]);
  });

  it("shows the schema's descriptions on hover", async () => {
    const text = '{\n  "log_interval": 60\n}\n';
    const { doc, json } = await open('netify-proc-aggregator.json', text);
    const hover = await service.doHover(doc, { line: 1, character: 5 }, json);
    expect(JSON.stringify(hover?.contents)).toMatch(/interval/i);
  });
});
