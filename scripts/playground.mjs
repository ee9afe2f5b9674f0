#!/usr/bin/env node
// Builds the playground: dist/playground/index.html, one static page with the library's browser
// bundle (the YAML parser included) inlined as a classic script, so it runs from file:// (where
// a browser loads no module script) under a strict Content-Security-Policy that allows only that
// script and that style, by their hashes.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { root } from './schemas.mjs';

const here = join(root, 'scripts', 'playground');
const typesDir = join(root, 'generated', 'plugins', 'types');
const types = Object.fromEntries(
  readdirSync(typesDir)
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
    .sort()
    .map((f) => [f.slice(0, -3), readFileSync(join(typesDir, f), 'utf8')]),
);
const bundle = await build({
  entryPoints: [join(here, 'page.ts')],
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  write: false,
  logLevel: 'warning',
  // As scripts/bundle.mjs: the same bytes from any folder, node_modules a link or not.
  absWorkingDir: root,
  preserveSymlinks: true,
  define: { AGENTCONF_TYPES: JSON.stringify(types) },
});
// `</script` cannot appear inside the inline script.
const script = bundle.outputFiles[0].text.replace(/<\/(script)/gi, '<\\/$1');
const style = readFileSync(join(here, 'style.css'), 'utf8');
const hash = (text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
const page = readFileSync(join(here, 'index.html'), 'utf8')
  .replace('SCRIPT_HASH', hash(script))
  .replace('STYLE_HASH', hash(style))
  .replace(/<style>\s*STYLE\s*<\/style>/, () => `<style>${style}</style>`)
  .replace(/<script>\s*SCRIPT;?\s*<\/script>/, () => `<script>${script}</script>`);
mkdirSync(join(root, 'dist', 'playground'), { recursive: true });
writeFileSync(join(root, 'dist', 'playground', 'index.html'), page);
