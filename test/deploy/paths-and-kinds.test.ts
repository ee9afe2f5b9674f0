import { describe, expect, it } from 'vitest';
import { libraryKind } from '../../src/deploy/library-kind.js';
import { localPath } from '../../src/deploy/paths.js';
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
});

describe('localPath', () => {
  it('maps paths under the device folder or the local folder onto the local folder', () => {
    expect(localPath('/etc/netifyd/a.json', '/etc/netifyd', 'deploy')).toBe('deploy/a.json');
    expect(localPath('/etc/netifyd/sub/../b.json', '/etc/netifyd/', 'deploy')).toBe('deploy/b.json');
    expect(localPath('deploy/plugins.d', 'deploy', 'deploy')).toBe('deploy/plugins.d');
    expect(localPath('deploy/x.json', '/etc/netifyd', 'deploy/')).toBe('deploy/x.json');
    expect(localPath('./a.json', '.', '.')).toBe('a.json');
    expect(localPath('./plugins.d', '.', '.')).toBe('plugins.d');
  });

  it('gives nothing for paths outside both', () => {
    expect(localPath('/usr/share/netifyd/a.json', '/etc/netifyd', 'deploy')).toBeUndefined();
    expect(localPath('/etc/netifyd-old/a.json', '/etc/netifyd', 'deploy')).toBeUndefined();
    expect(localPath('${unknown}/a.json', '/etc/netifyd', 'deploy')).toBeUndefined();
    expect(localPath('./../a.json', '.', '.')).toBeUndefined();
    expect(localPath('/a.json', '.', '.')).toBeUndefined();
  });
});

describe('deploymentVariables', () => {
  it('makes the folder path_state_persistent, with defaults following it', () => {
    const table = deploymentVariables('some/root');
    expect(table.path_state_persistent).toBe('some/root');
    expect(table.path_plugins).toBe('some/root/plugins.d');
    expect(table.path_plugin_libdir).toBe('/usr/lib');
  });

  it('lets the caller override, and substitutes a caller value written in terms of another', () => {
    const table = deploymentVariables('root', { path_state_persistent: '/etc/netifyd', path_plugins: '${path_state_persistent}/loaders' });
    expect(table.path_state_persistent).toBe('/etc/netifyd');
    expect(table.path_plugins).toBe('/etc/netifyd/loaders');
  });
});
