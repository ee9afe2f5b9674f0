#!/usr/bin/env node
// The attack run of issue 21: hostile input at every surface of the built package (dist/).
// Not part of the test suite. Usage: node scripts/attack/run.mjs [--quick] [--only lib|cli|http|surfaces|lsp] [--minutes M] [--jobs N]
// (surfaces: settings files, --fix and --cache; lsp: the language server over stdio; issue 36)
// Prints progress on stderr and a summary (calls, runs, requests, findings) as JSON on stdout;
// exits 1 when anything was found.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { attackLibrary } from './lib.mjs';
import { attackCommand } from './cli.mjs';
import { attackReceive } from './http.mjs';
import { attackSurfaces } from './surfaces.mjs';
import { attackLsp } from './lsp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const quick = process.argv.includes('--quick');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
// --minutes M: stop starting new library batches and command runs after M minutes (the counts say how far it got).
const minutes = process.argv.includes('--minutes') ? Number(process.argv[process.argv.indexOf('--minutes') + 1]) : Infinity;
const deadline = Date.now() + minutes * 60_000;
// --jobs N: library batches run N children at a time (default 2).
const jobs = process.argv.includes('--jobs') ? Number(process.argv[process.argv.indexOf('--jobs') + 1]) : 2;
const log = (line) => process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${line}\n`);
const started = Date.now();
const summary = { quick };
if (!only || only === 'lib') summary.library = await attackLibrary(root, { quick, log, deadline, jobs });
if (!only || only === 'cli') summary.command = await attackCommand(root, { quick, log, deadline });
if (!only || only === 'http') summary.receive = await attackReceive(root, { quick, log });
if (!only || only === 'surfaces') summary.surfaces = await attackSurfaces(root, { quick, log, deadline });
if (!only || only === 'lsp') summary.lsp = await attackLsp(root, { quick, log });
summary.seconds = Math.round((Date.now() - started) / 1000);
const found = [summary.library, summary.command, summary.receive, summary.surfaces, summary.lsp].reduce((n, part) => n + (part?.findings.length ?? 0), 0);
process.stdout.write(JSON.stringify(summary, null, 1) + '\n');
process.exit(found ? 1 : 0);
