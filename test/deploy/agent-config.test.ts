import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAgentConfig } from '../../src/deploy/agent-config.js';
import { hasDeployments } from './helpers.js';
import { referenceDir } from '../support/paths.js';

/** What `readAgentConfig` returns, without the positions (tested on their own below). */
const read = (text: string) => {
  const { positions: _, ...rest } = readAgentConfig(text);
  return rest;
};

describe('readAgentConfig', () => {
  it('takes the path settings and uuids of [netifyd] as written (expansion comes with the whole table)', () => {
    const text = [
      '[netifyd]',
      'path_state_persistent = /data/netifyd',
      'path_plugins = ${path_state_persistent}/loaders',
      'path_plugin_libdir = /opt/lib',
      'path_pid_file = ${path_state_volatile}/netifyd.pid',
      'uuid = AA-BB-CC-DD',
      'uuid_serial = SERIAL',
      'uuid_site = SITE',
      'path_shared_data = ${path_unknown}/share',
      '[capture-defaults]',
      'path_state_volatile = /elsewhere',
    ].join('\n');
    expect(read(text)).toEqual({
      variables: {
        path_state_persistent: '/data/netifyd',
        path_plugins: '${path_state_persistent}/loaders',
        path_plugin_libdir: '/opt/lib',
        uuid_agent: 'AA-BB-CC-DD',
        uuid_serial: 'SERIAL',
        uuid_site: 'SITE',
        path_shared_data: '${path_unknown}/share',
      },
      diagnostics: [],
    });
  });

  it('reports the sample spellings, which the agent does not read, and does not apply them', () => {
    const { variables, diagnostics } = readAgentConfig('[netifyd]\npath_persistent_state = /p\npath_volatile_state = /v\n');
    expect(variables).toEqual({});
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'key/unknown', line: 2, column: 1, suggestion: 'path_state_persistent' }),
      expect.objectContaining({ severity: 'warning', code: 'key/unknown', line: 3, column: 1, suggestion: 'path_state_volatile' }),
    ]);
    expect(diagnostics[0]!.message).toContain('the agent does not read "path_persistent_state"');
  });

  it('keeps the real setting whatever the order of a sample spelling', () => {
    expect(readAgentConfig('[netifyd]\npath_state_persistent = /real\npath_persistent_state = /sample\n').variables).toEqual({
      path_state_persistent: '/real',
    });
    expect(readAgentConfig('[netifyd]\npath_persistent_state = /sample\npath_state_persistent = /real\n').variables).toEqual({
      path_state_persistent: '/real',
    });
  });

  it('gives nothing for a file with no [netifyd] section, and never throws', () => {
    expect(read('')).toEqual({ variables: {}, diagnostics: [] });
    expect(readAgentConfig('[socket]\nlisten_path[0] = /x\n').variables).toEqual({});
  });

  it.skipIf(!hasDeployments)('reads the real and sample main configs', () => {
    const readFile = (name: string) => read(readFileSync(join(referenceDir, name), 'utf8'));
    expect(readFile('deployments/nethsecurity/netifyd.conf')).toEqual({
      variables: { path_state_volatile: '/var/run/netifyd', path_state_persistent: '/etc/netifyd', path_shared_data: '/usr/share/netifyd' },
      diagnostics: [],
    });
    const sample = readFile('agent-ini/agent-5.2.8-sample.conf');
    expect(sample.diagnostics.filter((d) => d.code === 'key/unknown').map((d) => d.suggestion)).toEqual(['path_state_persistent', 'path_state_volatile']);
    expect(Object.keys(sample.variables).sort()).toEqual(['path_shared_data', 'uuid_agent', 'uuid_serial', 'uuid_site']);
    expect(readFile('agent-ini/agent-with-v4-socket-section.conf').variables.path_state_persistent).toBe('/etc/netifyd');
  });
});

describe('readAgentConfig on hostile keys', () => {
  it('gives each setting the position of its value', () => {
    expect(readAgentConfig('[netifyd]\n  uuid = X\n').positions).toEqual({ uuid_agent: { line: 2, column: 10 } });
  });

  it('treats keys named like Object.prototype members as unknown settings', () => {
    const names = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];
    const found = readAgentConfig(`[netifyd]\n${names.map((n) => `${n} = /x`).join('\n')}\n`);
    expect(found.variables).toEqual({});
    expect(found.diagnostics).toEqual([]);
  });
});
