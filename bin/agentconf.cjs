#!/usr/bin/env node
// CommonJS on purpose: see scripts/bundle.mjs (a CommonJS entry starts faster). main.cjs is loaded
// with its V8 code cache (src/cli/code-cache.ts).
const { join } = require('node:path');
const { loadBundle } = require('../dist/cli/code-cache.cjs');
loadBundle(join(__dirname, '..', 'dist', 'cli', 'main.cjs')).main(process.argv.slice(2));
