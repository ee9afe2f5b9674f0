// The size of a library entry as a browser would load it: bundled by esbuild for the browser,
// minified, then gzipped (level 9).
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** `{ raw, gzipped }` byte counts of `entry` bundled for the browser. */
export async function browserBundleSize(entry) {
  const bundle = await build({ entryPoints: [entry], bundle: true, minify: true, format: 'esm', platform: 'browser', write: false, logLevel: 'silent' });
  const bytes = bundle.outputFiles[0].contents;
  return { raw: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
}

/** `76.1 KB raw, 21.3 KB gzipped` */
export const bundleSizeText = ({ raw, gzipped }) => `${(raw / 1024).toFixed(1)} KB raw, ${(gzipped / 1024).toFixed(1)} KB gzipped`;

/**
 * `{ initial, lazy }` gzipped byte counts of `entry` bundled for the browser with code splitting:
 * what loads first (the entry and its static imports), and the chunks imported when first needed
 * (the YAML parser of `checkText`).
 */
export async function browserSplitSizes(entry) {
  const bundle = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    splitting: true,
    outdir: '/chunks',
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = bundle.metafile.outputs;
  const initial = new Set();
  const visit = (name) => {
    if (initial.has(name)) return;
    initial.add(name);
    for (const i of outputs[name].imports) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(Object.keys(outputs).find((name) => outputs[name].entryPoint !== undefined));
  const gz = (name) => gzipSync(bundle.outputFiles.find((f) => f.path.endsWith(name.slice(name.lastIndexOf('/')))).contents, { level: 9 }).length;
  const names = Object.keys(outputs).filter((name) => name.endsWith('.js'));
  const sum = (list) => list.reduce((n, name) => n + gz(name), 0);
  return { initial: sum(names.filter((n) => initial.has(n))), lazy: sum(names.filter((n) => !initial.has(n))) };
}
