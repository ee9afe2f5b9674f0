// The two ways of NODE_EXTRA_CA_CERTS every row of `npm run bench` is measured (Node parses that
// file at every start when it is set; most users do not set it, CI machines often do).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './schemas.mjs';

/**
 * The command measured: the build in dist/, or the one BENCH_CLI names (another build's
 * agentconf.cjs, a copy kept from before a change), so that both run the same bench.
 */
export const cli = process.env.BENCH_CLI ?? join(root, 'dist', 'cli', 'agentconf.cjs');

/**
 * Another build to measure in the same rounds (BENCH_BEFORE: the agentconf.cjs of a copy of
 * dist/ kept from before a change), so a change's before and after come from the same moments of
 * a shared machine; undefined when not set.
 */
export const before = process.env.BENCH_BEFORE || undefined;

/**
 * The environments to run a row in: as this process has the variable (or the system bundle, so
 * that the row is measured on a machine that does not set it), and without it.
 */
export function environments() {
  const { NODE_EXTRA_CA_CERTS: set, ...without } = process.env;
  const bundle = set ?? ['/etc/ssl/certs/ca-certificates.crt', '/etc/pki/tls/certs/ca-bundle.crt'].find((f) => existsSync(f));
  return { ...(bundle ? { 'with NODE_EXTRA_CA_CERTS': { ...without, NODE_EXTRA_CA_CERTS: bundle } } : {}), 'without NODE_EXTRA_CA_CERTS': without };
}
