/** Bundling a library entry for the browser, to prove it needs no Node built-in. */
import { join } from 'node:path';
import { build, type BuildResult } from 'esbuild';
import { repoRoot } from './paths.js';

/** A library entry (`src/index.ts`, `src/api/index.ts`) bundled by esbuild for the browser, in memory, with its inputs listed. */
export function browserBundle(entry: string): Promise<BuildResult<{ write: false; metafile: true }>> {
  return build({ entryPoints: [join(repoRoot, entry)], bundle: true, platform: 'browser', format: 'esm', write: false, metafile: true, logLevel: 'silent' });
}

/** What a browser loads: the entry with its static imports (`initial`), and the chunks it imports when first needed (`lazy`). */
export async function browserChunks(entry: string): Promise<{ initial: { bytes: Uint8Array; inputs: string[] }; lazy: { inputs: string[] }[] }> {
  const result = await build({
    entryPoints: [join(repoRoot, entry)],
    bundle: true,
    minify: true,
    splitting: true,
    outdir: '/chunks',
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const i of outputs[name]!.imports) if (i.kind === 'import-statement') visit(i.path);
  };
  const main = Object.keys(outputs).find((name) => outputs[name]!.entryPoint !== undefined)!;
  visit(main);
  const initial = [...seen];
  const parts = initial.map((name) => result.outputFiles.find((f) => f.path.endsWith(name.slice(name.lastIndexOf('/'))))!.contents);
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (bytes.set(p, at), at + p.length), 0);
  return {
    initial: { bytes, inputs: initial.flatMap((name) => Object.keys(outputs[name]!.inputs)) },
    lazy: Object.keys(outputs)
      .filter((name) => !seen.has(name) && name.endsWith('.js'))
      .map((name) => ({ inputs: Object.keys(outputs[name]!.inputs) })),
  };
}
