import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { libraryKind } from '../../src/deploy/library-kind.js';
import { resolve } from 'node:path';
import { deviceMapping, localPath } from '../../src/deploy/paths.js';
import { nodeSource } from '../../src/deploy/node-source.js';
import { deploymentVariables } from '../../src/deploy/index.js';

describe('libraryKind', () => {
  it.each([
    ['/usr/lib/libnetify-proc-aggregator.so.0.0.0', { known: true, id: 'proc-aggregator' }],
    ['${path_plugin_libdir}/libnetify-sink-http.so.0.0.0', { known: true, id: 'sink-http' }],
    ['libnetify-proc-dev-discovery.so', { known: true, id: 'proc-dev-discovery' }],
    ['libnetify-proc-core-1.2.so', { known: true, id: 'proc-core' }],
    ['/usr/lib/libnetify-proc-intel.so.1', { known: true, id: 'proc-intel' }],
    ['/usr/lib/libnetify-proc-flow-actions.so.0.0.0', { known: false, id: 'proc-flow-actions' }],
    ['/usr/lib/libnetify-sink-log.so.0.0.0', { known: false, id: 'sink-log' }],
    ['libnetify-sink-sqlite.so', { known: false, id: 'sink-sqlite' }],
    ['/usr/lib/netify-plugin-stats.so', undefined],
    ['/usr/lib/libnetify-proc-coreX.so', { known: false, id: 'proc-coreX' }],
  ])('%s', (library, kind) => {
    expect(libraryKind(library)).toEqual(kind);
  });

  // The definition the one-pass search replaces: retried from every "-proc-" of a long name, this
  // regular expression took 66 s on a 400 KB plugin_library.
  const definition = /(?:^|[^A-Za-z0-9])((?:proc|sink)-[A-Za-z0-9_-]*?[A-Za-z0-9])(?=\.so|\.|$)/;
  const piece = fc.constantFrom(
    'p',
    'r',
    'o',
    'c',
    's',
    'i',
    'n',
    'k',
    'a',
    '1',
    '-',
    '_',
    '.',
    '/',
    '[',
    ' ',
    'so',
    'proc-',
    'sink-',
    '.so',
    '-proc-',
    'sink-x',
  );

  it('finds the name a searching regular expression finds, on any base name of the pieces names are made of', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 24 }).map((a) => a.join('')),
        (library) => {
          const found = libraryKind(library);
          if (found?.known) return;
          const base = library.slice(library.lastIndexOf('/') + 1);
          expect(found?.id).toBe(definition.exec(base)?.[1]);
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('reads a long name of repeated "proc-" in one pass', () => {
    expect(libraryKind(`[${'proc-'.repeat(80_000)}`)).toBeUndefined();
    expect(libraryKind(`[${'proc-'.repeat(80_000)}x.so`)).toEqual({ known: false, id: `${'proc-'.repeat(80_000)}x` });
  });
});

describe('localPath', () => {
  const deploy = deviceMapping('deploy', '/etc/netifyd', nodeSource);
  const here = deviceMapping('.', '/etc/netifyd', nodeSource);

  it('maps paths under the device folder or the local folder onto the folder as given', () => {
    expect(localPath('/etc/netifyd/a.json', deploy)).toBe('deploy/a.json');
    expect(localPath('/etc/netifyd/sub/../b.json', deviceMapping('deploy', '/etc/netifyd/', nodeSource))).toBe('deploy/b.json');
    expect(localPath(`${resolve('deploy')}/plugins.d`, deploy)).toBe('deploy/plugins.d');
    expect(localPath(`${resolve('.')}/a.json`, here)).toBe('a.json');
    expect(localPath('/etc/netifyd/a.json', here)).toBe('a.json');
  });

  it('gives nothing for paths outside both, and for relative paths, however the folder is spelled', () => {
    for (const mapping of [deploy, here, deviceMapping(resolve('.'), '/etc/netifyd', nodeSource)]) {
      expect(localPath('/usr/share/netifyd/a.json', mapping)).toBeUndefined();
      expect(localPath('/etc/netifyd-old/a.json', mapping)).toBeUndefined();
      expect(localPath('${unknown}/a.json', mapping)).toBeUndefined();
      expect(localPath('a.json', mapping)).toBeUndefined();
      expect(localPath('./a.json', mapping)).toBeUndefined();
    }
  });
});

describe('deploymentVariables', () => {
  it('makes the folder (absolute) path_state_persistent, with defaults following it', () => {
    const { variables, mapping } = deploymentVariables('some/root');
    expect(variables.path_state_persistent).toBe(resolve('some/root'));
    expect(variables.path_plugins).toBe(`${resolve('some/root')}/plugins.d`);
    expect(variables.path_plugin_libdir).toBe('/usr/lib');
    expect(mapping.devicePersistent).toBe('/etc/netifyd');
  });

  it('lets --var name the device folder, and expands values written in terms of others', () => {
    const { variables, mapping } = deploymentVariables('root', {
      variables: { path_state_persistent: '/etc/netifyd', path_plugins: '${path_state_persistent}/loaders' },
    });
    expect(variables.path_state_persistent).toBe('/etc/netifyd');
    expect(variables.path_plugins).toBe('/etc/netifyd/loaders');
    expect(mapping.devicePersistent).toBe('/etc/netifyd');
  });

  it('takes main-config settings below the folder: --root wins over their path_state_persistent', () => {
    const { variables, mapping } = deploymentVariables('root', {
      settings: { path_state_persistent: '/srv/agent', path_plugins: '${path_state_persistent}/loaders', uuid_agent: 'A' },
    });
    expect(variables.path_state_persistent).toBe(resolve('root'));
    expect(variables.path_plugins).toBe(`${resolve('root')}/loaders`);
    expect(variables.uuid_agent).toBe('A');
    expect(mapping.devicePersistent).toBe('/srv/agent');
  });
});
