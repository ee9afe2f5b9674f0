// `npm run differential -- --cases N --seed S [--jobs J] [--write]`: the differential fuzzer of
// scripts/differential/ (TypeScript), bundled by esbuild into a temporary file (under
// node_modules/.cache) and run.
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const entry = process.env.AGENTCONF_DIFFERENTIAL_ENTRY ?? join(here, 'differential', 'main.ts');
// Inside the repository, so that the bundle's imports of packages resolve to node_modules.
const cache = join(here, '..', 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(join(cache, 'agentconf-differential-'));
try {
  const out = join(dir, 'main.mjs');
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: out,
    packages: 'external',
    logLevel: 'warning',
  });
  // The bundle lives elsewhere: it finds the repository by this.
  process.env.AGENTCONF_REPO = join(here, '..');
  const { main } = await import(pathToFileURL(out).href);
  process.exitCode = await main(process.argv.slice(2));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
