/** The library's main entry bundles for the browser: no Node built-ins, no YAML parser, no Ajv. */
import type { BuildResult } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserBundle } from '../support/browser.js';

describe('browser bundle of the main entry', () => {
  let result: BuildResult<{ write: false; metafile: true }>;
  beforeAll(async () => {
    result = await browserBundle('src/index.ts');
  });

  it('bundles with platform browser and pulls in no Node built-in, yaml or ajv', () => {
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((f) => f.includes('node_modules'))).toEqual([]);
    expect(inputs.some((f) => f.startsWith('generated/plugins/validators'))).toBe(true);
    // The command's fast check (a second validator per kind) is not the library's to carry.
    expect(inputs.filter((f) => f.startsWith('generated/plugins/fast') || f.endsWith('plugins/fast.ts'))).toEqual([]);
    const code = result.outputFiles[0]!.text;
    expect(code).not.toMatch(/from\s+["']node:|require\(["'](node:)?(fs|path|url|os|child_process)["']\)/);
  });

  it('runs validate and resolve from the bundle alone', async () => {
    const url = `data:text/javascript;base64,${Buffer.from(result.outputFiles[0]!.text).toString('base64')}`;
    const lib = (await import(url)) as typeof import('../../src/plugins/index.js');
    expect(lib.validate('proc-lua', { script: '/x.lua' }).valid).toBe(true);
    expect(lib.resolve('proc-lua', { script: '${path_state_persistent}/x.lua' }).value).toEqual({ script: '/etc/netifyd/x.lua' });
  });
});
