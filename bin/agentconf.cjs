#!/usr/bin/env node
// CommonJS on purpose: see scripts/bundle.mjs (a CommonJS entry starts faster). main.cjs is loaded
// with its V8 code cache (src/cli/code-cache.ts).
const { join } = require('node:path');
const { loadBundle } = require('../dist/cli/code-cache.cjs');
loadBundle(join(__dirname, '..', 'dist', 'cli', 'main.cjs'))
  .main(process.argv.slice(2))
  .then(() => {
    // When the command has left nothing running (no handle, no request: its output is written),
    // Node would exit next anyway, after freeing the heap piece by piece. Exiting now skips that
    // (0.5-0.9 ms of a folder lint). A command that leaves something running (receive's streams)
    // ends the usual way.
    if (process.getActiveResourcesInfo?.().length === 0) process.exit();
  });
