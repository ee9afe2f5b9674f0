/**
 * The library's main entry bundles for the browser: no Node built-ins, no Ajv, and the YAML
 * parser only in a chunk loaded when a YAML text is first checked; what loads first stays
 * within 48 KB gzipped (40 KB until the verdicts came from the plugins' reading tables, agent
 * 5.0.7's flow-filter grammar and the per-release loader tables). The deployment check (loader
 * files, folders) is a chunk of its own, loaded when a loader text or a deployment is first
 * checked: it grew past the bound (49,498 bytes) while inside the first load.
 */
import { gzipSync } from 'node:zlib';
import type { BuildResult } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserBundle, browserChunks } from '../support/browser.js';

describe('browser bundle of the main entry', () => {
  let result: BuildResult<{ write: false; metafile: true }>;
  let chunks: Awaited<ReturnType<typeof browserChunks>>;
  beforeAll(async () => {
    [result, chunks] = await Promise.all([browserBundle('src/index.ts'), browserChunks('src/index.ts')]);
  });

  it('bundles with platform browser and pulls in no Node built-in or ajv; yaml only in a lazy chunk', () => {
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((f) => f.includes('node_modules') && !f.includes('node_modules/yaml/'))).toEqual([]);
    expect(inputs.some((f) => f.startsWith('generated/plugins/validators'))).toBe(true);
    // The command's fast check (a second validator per kind) is not the library's to carry.
    expect(inputs.filter((f) => f.startsWith('generated/plugins/fast') || f.endsWith('plugins/fast.ts'))).toEqual([]);
    const code = result.outputFiles[0]!.text;
    expect(code).not.toMatch(/from\s+["']node:|require\(["'](node:)?(fs|path|url|os|child_process)["']\)/);
    expect(chunks.initial.inputs.filter((f) => f.includes('node_modules'))).toEqual([]);
    expect(chunks.lazy.some((c) => c.inputs.some((f) => f.includes('node_modules/yaml/')))).toBe(true);
    expect(chunks.initial.inputs.filter((f) => f.endsWith('src/deploy/loaders.ts') || f.endsWith('src/deploy/check.ts'))).toEqual([]);
    expect(chunks.lazy.some((c) => c.inputs.some((f) => f.endsWith('src/deploy/loaders.ts')))).toBe(true);
  });

  it('loads at most 48 KB gzipped before a YAML text is checked', () => {
    expect(gzipSync(chunks.initial.bytes, { level: 9 }).length).toBeLessThanOrEqual(48 * 1024);
  });

  it('runs validate, resolve and the text checks from the bundle alone', async () => {
    const url = `data:text/javascript;base64,${Buffer.from(result.outputFiles[0]!.text).toString('base64')}`;
    const lib = (await import(url)) as typeof import('../../src/index.js');
    expect(lib.validate('proc-lua', { script: '/x.lua' }).valid).toBe(true);
    expect(lib.resolve('proc-lua', { script: '${path_state_persistent}/x.lua' }).value).toEqual({ script: '/etc/netifyd/x.lua' });
    const yaml = await lib.checkText('script: /x.lua\nscrpt: 1\n', { kind: 'proc-lua', filename: 'lua.yaml' });
    expect(yaml.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['key/unknown', 2, 1]]);
    const loader = await lib.checkText('[proc-core]\nenabel = yes\n');
    expect(loader.type).toBe('loader');
    expect(loader.diagnostics.map((d) => d.code)).toContain('key/unknown');
    const deployment = await lib.checkDeployment({
      'plugins.d/10-lua.conf': '[proc-lua]\nplugin_library = /usr/lib/libnetify-proc-lua.so.0\nconf_filename = ${path_state_persistent}/lua.json\n',
    });
    expect(deployment.flatMap((r) => r.diagnostics.map((d) => [r.file, d.code]))).toContainEqual(['plugins.d/10-lua.conf', 'deploy/missing-config']);
  });
});
