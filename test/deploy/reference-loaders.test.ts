/** The loader files in the shared reference data (skipped when it is not beside the repo). */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lintDeployment } from '../../src/deploy/index.js';
import { flatten, hasDeployments } from './helpers.js';
import { referenceDir } from '../support/paths.js';

/** What each loader file gives alone in plugins.d: severity and code of every finding. */
const expected: Readonly<Record<string, readonly string[]>> = {
  // Both plugins are disabled: the agent never opens their configs (so their absence is a note) nor loads their libraries.
  '10-two-plugins-one-file.conf': ['info deploy/missing-config', 'warning deploy/unknown-kind', 'info deploy/missing-config'],
  // A processor without conf_filename loads with no config to check (its ${path_plugin_libdir} library: 5.2, the default, expands it).
  '90-custom-processor-no-conf.conf': [],
  // No proc- prefix: the agent skips the section, so the plugin never loads.
  '90-section-without-prefix.conf': ['warning deploy/ignored-section'],
  // Build-time templates: not named *.conf, so the agent would not read them.
  '10-proc-core-template.conf.in': ['warning deploy/ignored-file'],
  '10-sink-http-template.conf.in': ['warning deploy/ignored-file'],
};

describe.skipIf(!hasDeployments)('reference loader files', () => {
  const dir = join(referenceDir, 'loaders');
  const files = hasDeployments ? readdirSync(dir).sort() : [];
  const tmp = mkdtempSync(join(tmpdir(), 'agentconf-loaders-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('has an expectation for every file', () => {
    expect(files).toEqual(Object.keys(expected).sort());
  });

  it.each(files)('%s', async (file) => {
    const root = join(tmp, file);
    mkdirSync(join(root, 'plugins.d'), { recursive: true });
    copyFileSync(join(dir, file), join(root, 'plugins.d', file));
    const { results } = await lintDeployment(root);
    const found = flatten(results, root);
    // No errors: these loaders work on agent 5.2, the default release.
    expect(found.filter((d) => d.severity === 'error')).toEqual([]);
    const inOrder = results.flatMap((r) => r.diagnostics.map((d) => `${d.severity} ${d.code}`));
    expect(inOrder).toEqual(expected[file]);
  });
});
