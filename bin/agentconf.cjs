#!/usr/bin/env node
// CommonJS on purpose: see scripts/bundle.mjs (a CommonJS entry starts faster).
require('../dist/cli/main.cjs').main(process.argv.slice(2));
