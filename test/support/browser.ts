/** Bundling a library entry for the browser, to prove it needs no Node built-in. */
import { join } from 'node:path';
import { build, type BuildResult } from 'esbuild';
import { repoRoot } from './paths.js';

/** A library entry (`src/index.ts`, `src/api/index.ts`) bundled by esbuild for the browser, in memory, with its inputs listed. */
export function browserBundle(entry: string): Promise<BuildResult<{ write: false; metafile: true }>> {
  return build({ entryPoints: [join(repoRoot, entry)], bundle: true, platform: 'browser', format: 'esm', write: false, metafile: true, logLevel: 'silent' });
}
