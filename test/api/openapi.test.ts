/**
 * The OpenAPI documents, checked by real OpenAPI tools rather than by our own code: Redocly CLI's
 * recommended rules (no errors), and @hyperjump/json-schema against the OpenAPI 3.1 schema with
 * the schemas inside the document checked against their dialect. And they say what the library
 * checks: every operation of the table, and nothing else.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validate } from '@hyperjump/json-schema/openapi-3-1';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { operations } from '../../src/api/index.js';
import { apiIds, describedOperationCount } from '../support/catalogs.js';
import { agentconf } from '../support/cli.js';
import { repoRoot } from '../support/paths.js';

const apis = apiIds;
const path = (api: string) => join(repoRoot, 'generated', 'api', 'openapi', `${api}.json`);
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string }>>;
  components: { schemas: Record<string, Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> }> };
};
const read = (api: string) => JSON.parse(readFileSync(path(api), 'utf8')) as Doc;
const schemaBase = 'https://spec.openapis.org/oas/3.1/schema-base';

describe('Redocly CLI lint (recommended rules)', () => {
  it.each(apis)(
    'finds no errors in %s',
    (api) => {
      const cli = join(repoRoot, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
      const run = spawnSync(process.execPath, [cli, 'lint', '--extends=recommended', '--format=json', path(api)], {
        cwd: repoRoot,
        encoding: 'utf8',
        // No usage data sent, no update check: the tests never phone home.
        env: { PATH: process.env.PATH ?? '', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        timeout: 60_000,
      });
      const report = JSON.parse(run.stdout) as { totals: { errors: number }; problems: { ruleId: string; severity: string }[] };
      expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
      expect(report.totals.errors).toBe(0);
      // The only warnings: data feeds and events operations document no 4xx response (the interface shows none).
      expect([...new Set(report.problems.map((p) => p.ruleId))]).toEqual(api === 'integrator' ? [] : ['operation-4xx-response']);
      expect(run.status).toBe(0);
    },
    90_000,
  );
});

describe('OpenAPI 3.1 schema (@hyperjump/json-schema, schemas inside checked too)', () => {
  it.each(apis)('%s is valid', async (api) => {
    const output = await validate(schemaBase, read(api) as never);
    expect(output.valid).toBe(true);
  });

  it('rejects a document whose component schema is broken (the inner schemas are checked)', async () => {
    const doc = read('datafeeds');
    doc.components.schemas.Hostname!.type = 'strin';
    expect((await validate(schemaBase, doc as never)).valid).toBe(false);
  });
});

describe('the documents and the operation table', () => {
  it.each(apis)('%s: every operation of the table, with its method and path, and no other', (api) => {
    const doc = read(api);
    expect(doc.openapi).toMatch(/^3\.1\./);
    const inDoc = Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.entries(item).map(([method, op]) => `${method.toUpperCase()} ${p} ${op.operationId}`),
    );
    const inTable = operations.filter((op) => op.api === api).map((op) => `${op.method} ${op.path} ${op.id}`);
    expect(inDoc.sort()).toEqual(inTable.sort());
  });

  it('has every endpoint the descriptions in schemas/api/operations/ list, for each API', () => {
    expect(apis.map((api) => operations.filter((op) => op.api === api).length)).toEqual(apis.map(describedOperationCount));
  });

  it('marks the subscription key write-only', () => {
    expect(read('events').components.schemas.EventSubscription!.properties!.key).toMatchObject({ writeOnly: true });
  });

  it('carries no agentconf-only keyword', () => {
    for (const api of apis) expect(readFileSync(path(api), 'utf8')).not.toMatch(/"x-agentconf-/);
  });
});

describe('agentconf openapi', () => {
  it('prints the document as JSON, and as YAML with --output yaml', () => {
    const json = agentconf(['openapi', 'integrator']);
    expect(json.status).toBe(0);
    expect(json.stdout).toBe(readFileSync(path('integrator'), 'utf8'));
    const yaml = agentconf(['openapi', 'events', '--output', 'yaml']);
    expect(yaml.status).toBe(0);
    expect(YAML.parse(yaml.stdout)).toEqual(read('events'));
  });

  it('names the APIs, with "did you mean", for an unknown one (exit 2)', () => {
    const run = agentconf(['openapi', 'integrater']);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('agentconf: unknown API "integrater" (did you mean "integrator"?); APIs are datafeeds, events, integrator\n');
  });
});
