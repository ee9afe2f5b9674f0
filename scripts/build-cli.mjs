#!/usr/bin/env node
// Bundles the CLI (src/cli/main.ts and what it imports) into dist/cli/: one file to load for a
// plain lint instead of some fifty modules, which is most of a cold start. Commands and parsers
// a run may not need (resolve, deployments, YAML) stay in chunks loaded on demand.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { root } from './schemas.mjs';

const outdir = join(root, 'dist', 'cli');
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [join(root, 'src', 'cli', 'main.ts')],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minifySyntax: true,
  // yaml is CommonJS and loaded only for YAML inputs: leave it to Node's own loader.
  external: ['yaml'],
  logLevel: 'warning',
});
