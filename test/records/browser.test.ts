/** agentconf/records bundles for the browser: no Node built-ins, no Ajv, no decoder, no YAML. */
import type { BuildResult } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserBundle } from '../support/browser.js';

describe('browser bundle of agentconf/records', () => {
  let result: BuildResult<{ write: false; metafile: true }>;
  beforeAll(async () => {
    result = await browserBundle('src/records/index.ts');
  });

  it('pulls in no package and no Node built-in', () => {
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((f) => f.includes('node_modules'))).toEqual([]);
    expect(inputs.some((f) => f.startsWith('generated/records/fast'))).toBe(true);
    expect(inputs.filter((f) => f.startsWith('src/records/stream') || f.startsWith('src/core/parse/yaml'))).toEqual([]);
    expect(result.outputFiles[0]!.text).not.toMatch(/from\s+["']node:|require\(["'](node:)?\w+["']\)/);
  });

  it('runs validateRecord from the bundle alone', async () => {
    const url = `data:text/javascript;base64,${Buffer.from(result.outputFiles[0]!.text).toString('base64')}`;
    const lib = (await import(url)) as typeof import('../../src/records/index.js');
    expect(lib.recordTypes).toContain('flow_purge');
    expect(lib.validateRecord({ type: 'flow_intel' })).toEqual({ valid: true, type: 'flow_intel', diagnostics: [] });
    expect(lib.validateRecord({ type: 'flow_purg' }).diagnostics[0]).toMatchObject({ code: 'record/unknown-type', pointer: '/type', suggestion: 'flow_purge' });
  });
});
