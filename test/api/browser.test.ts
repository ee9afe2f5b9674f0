/** agentconf/api bundles for the browser: no Node built-in, no Ajv runtime, no YAML parser; only ajv-formats' format functions. */
import type { BuildResult } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserBundle } from '../support/browser.js';

describe('browser bundle of agentconf/api', () => {
  let result: BuildResult<{ write: false; metafile: true }>;
  beforeAll(async () => {
    result = await browserBundle('src/api/index.ts');
  });

  it("bundles with platform browser and pulls in only ajv-formats' format functions from node_modules", () => {
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((f) => f.includes('node_modules'))).toEqual(['node_modules/ajv-formats/dist/formats.js']);
    expect(inputs.some((f) => f.startsWith('generated/api/validators'))).toBe(true);
    const code = result.outputFiles[0]!.text;
    expect(code).not.toMatch(/from\s+["']node:|require\(["'](node:)?(fs|path|url|os|child_process)["']\)/);
  });

  it('runs validateRequest and validateResponse from the bundle alone', async () => {
    const url = `data:text/javascript;base64,${Buffer.from(result.outputFiles[0]!.text).toString('base64')}`;
    const lib = (await import(url)) as typeof import('../../src/api/index.js');
    expect(lib.validateRequest({ method: 'GET', url: '/protocols/catalog?version=5.2', headers: { 'x-api-key': 'k' } }).valid).toBe(true);
    const response = lib.validateResponse({
      method: 'POST',
      url: '/licenses',
      status: 200,
      body: { status_code: 0, status_message: 'ok', data: { serial: 1 } },
    });
    expect(response.valid).toBe(false);
    expect(lib.validateObject('ErrorResponse', { status_code: '403.000', status_message: 'Forbidden' }).valid).toBe(true);
  });
});

describe('the main entry', () => {
  it('stays free of the API family and ajv-formats', async () => {
    const main = await browserBundle('src/index.ts');
    expect(Object.keys(main.metafile.inputs).filter((f) => f.includes('ajv-formats') || f.includes('/api/'))).toEqual([]);
  });
});
