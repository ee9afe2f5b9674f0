#!/usr/bin/env node
// Builds generated/ from schemas/, one family after another (plugin configs, ...): bundled
// schemas, TypeScript types, precompiled Ajv validators and whatever else a family's library
// needs. Deterministic: same input, same bytes.
// Usage: node scripts/generate.mjs          write generated/
//        node scripts/generate.mjs --check  fail if generated/ is not what the schemas produce
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { root } from './schemas.mjs';
import * as plugins from './families/plugins.mjs';
import * as records from './families/records.mjs';
import * as api from './families/api.mjs';
import * as settings from './families/settings.mjs';
import * as output from './families/output.mjs';

/** Each family writes its own paths under generated/; two families never write the same one. */
const families = { plugins, records, api, settings, output };

const outDir = join(root, 'generated');

async function build() {
  const files = new Map();
  for (const [name, family] of Object.entries(families)) {
    for (const [path, text] of await family.build()) {
      if (files.has(path)) throw new Error(`family ${name} writes ${path}, which another family writes too`);
      files.set(path, text);
    }
  }
  return files;
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)]));
}

const files = await build();
if (process.argv.includes('--check')) {
  const stale = [];
  for (const [name, text] of files) {
    const path = join(outDir, name);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== text) stale.push(name);
  }
  for (const path of listFiles(outDir)) {
    const name = relative(outDir, path);
    if (!files.has(name)) stale.push(`${name} (not generated any more)`);
  }
  if (stale.length) {
    console.error(`generated/ is stale: ${stale.join(', ')}\nRun \`npm run generate\` and commit the result.`);
    process.exit(1);
  }
  console.log(`generated/ is fresh (${files.size} files)`);
} else {
  rmSync(outDir, { recursive: true, force: true });
  for (const [name, text] of files) {
    const path = join(outDir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  console.log(`wrote ${files.size} files to generated/`);
}
