/**
 * The settings file: found from the working folder upwards, validated by its published schema,
 * and the example of the README on the real nethsecurity deployment.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { validateSettings } from '../../generated/settings/validator.js';
import { agentconf, repo } from '../support/cli.js';
import { referenceDir } from '../support/paths.js';
import { tempDir } from '../support/temp.js';

const temp = tempDir('agentconf-settings-');
afterAll(() => temp.remove());
const ubus = readFileSync(join(repo, 'fixtures/cli/warnings-only-sink-ubus.json'), 'utf8');

describe('the settings file', () => {
  it('is found in the working folder or the nearest one above, and --config beats it', () => {
    const top = temp.path('found');
    mkdirSync(join(top, 'a', 'b'), { recursive: true });
    writeFileSync(join(top, 'a', 'b', 'netify-sink-ubus.json'), ubus);
    writeFileSync(join(top, '.agentconf.yaml'), 'rules:\n  key/unknown: error\n');
    expect(agentconf(['lint', 'netify-sink-ubus.json'], { cwd: join(top, 'a', 'b') }).status).toBe(1);
    writeFileSync(join(top, 'a', '.agentconf.json'), '{"rules": {"key/unknown": "off"}}');
    expect(agentconf(['lint', '--strict', 'netify-sink-ubus.json'], { cwd: join(top, 'a', 'b') }).status).toBe(0);
    expect(agentconf(['lint', '--config', join(top, '.agentconf.yaml'), 'netify-sink-ubus.json'], { cwd: join(top, 'a', 'b') }).status).toBe(1);
  });

  it('two in one folder: a usage error, not a guess', () => {
    const dir = temp.path('two');
    mkdirSync(dir);
    writeFileSync(join(dir, '.agentconf.json'), '{}');
    writeFileSync(join(dir, '.agentconf.yml'), '{}');
    writeFileSync(join(dir, 'netify-sink-ubus.json'), ubus);
    const run = agentconf(['lint', 'netify-sink-ubus.json'], { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/two settings files in one folder; keep one/);
  });

  it('is not linted as a config in a folder walk', () => {
    const dir = temp.path('walk');
    mkdirSync(dir);
    writeFileSync(join(dir, '.agentconf.json'), '{}');
    writeFileSync(join(dir, 'netify-sink-ubus.json'), ubus);
    const run = agentconf(['lint', '.'], { cwd: dir });
    expect(run.stdout).not.toMatch(/agentconf\.json/);
    expect(run.stdout).toMatch(/in 1 file\n$/);
  });

  it('the published schema takes the examples and refuses a misspelt member', () => {
    for (const file of ['examples/settings/nethsecurity.agentconf.yaml', 'fixtures/cli/settings/walk/.agentconf.json']) {
      const text = readFileSync(join(repo, file), 'utf8');
      expect(validateSettings(file.endsWith('.json') ? JSON.parse(text) : parse(text)), file).toBe(true);
    }
    expect(validateSettings({ rule: {} })).toBe(false);
    expect(validateSettings({ rules: { 'deploy/*': 'of' } })).toBe(false);
    expect(readFileSync(join(repo, 'generated/schemas/settings/agentconf.schema.json'), 'utf8')).toBe(
      JSON.stringify(JSON.parse(readFileSync(join(repo, 'schemas/settings/agentconf.schema.json'), 'utf8')), null, 2) + '\n',
    );
  });
});

const nethsecurity = join(referenceDir, 'deployments', 'nethsecurity');

describe.skipIf(!existsSync(nethsecurity))('the README example on the real nethsecurity deployment', () => {
  const root = temp.path('nethsecurity');
  // Copied before the tests, not while they are collected: a skipped suite still collects.
  beforeAll(() => cpSync(nethsecurity, root, { recursive: true }));

  it('fails lint --strict --root without the settings', () => {
    expect(agentconf(['lint', '--strict', '--root', '.'], { cwd: root }).status).toBe(1);
  });

  it('passes lint --strict --root with them, every finding kept as a note', () => {
    cpSync(join(repo, 'examples/settings/nethsecurity.agentconf.yaml'), join(root, '.agentconf.yaml'));
    const run = agentconf(['lint', '--strict', '--root', '.'], { cwd: root });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/✔ 16 files checked, no problems; 12 notes\n$/);
    expect(run.status).toBe(0);
  });

  it('its ignore patterns leave package.json and docker-compose.yml out of a folder walk', () => {
    writeFileSync(join(root, 'package.json'), '{"name": "site"}');
    writeFileSync(join(root, 'docker-compose.yml'), 'services: {}\n');
    const run = agentconf(['lint', '--strict', '.'], { cwd: root });
    expect(run.stdout).not.toMatch(/package\.json|docker-compose/);
  });
});
