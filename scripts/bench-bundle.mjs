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
