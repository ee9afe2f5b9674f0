// The floor of a folder row of `npm run bench` (scripts/bench-lint.mjs): what any checker written
// in Node pays before it checks anything. It lists FOLDER, reads every file in it (one open, one
// read into a buffer kept from file to file, one close, as agentconf reads) and parses it with
// JSON.parse; nothing is checked and nothing is printed. With THREADS 2 the list is halved and a
// worker thread reads and parses the second half while the main thread does the first.
//
//   node scripts/bench-floor.cjs FOLDER [THREADS]
//
// CommonJS, so it starts as soon as a bare node does. Exits 1 when a file could not be read or did
// not parse to a value, each such file said in one line on standard error.
'use strict';
const { closeSync, openSync, readdirSync, readFileSync, readSync } = require('node:fs');
const { Worker, isMainThread, parentPort, workerData } = require('node:worker_threads');

const SIZE = 1 << 16;

/**
 * Reads and parses each named file of `folder`; returns how many parsed to a value other than
 * null. A file that cannot be read or parsed is said on standard error, in one line, and not counted.
 */
function readAndParse(folder, names) {
  const buffer = Buffer.allocUnsafe(SIZE);
  let parsed = 0;
  for (const name of names) {
    const path = `${folder}/${name}`;
    try {
      const fd = openSync(path, 'r');
      let text;
      try {
        const length = readSync(fd, buffer, 0, SIZE, 0);
        text = length < SIZE ? buffer.toString('utf8', 0, length) : readFileSync(path, 'utf8');
      } finally {
        closeSync(fd);
      }
      if (JSON.parse(text) !== null) parsed++;
    } catch (error) {
      process.stderr.write(`bench-floor: ${path}: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
  return parsed;
}

// File names hold no NUL: the second half's names go to the worker joined by one.
const SEPARATOR = '\0';

if (isMainThread) {
  const [folder, threads = '1'] = process.argv.slice(2);
  const names = readdirSync(folder);
  if (threads === '1') {
    if (readAndParse(folder, names) !== names.length) process.exitCode = 1;
  } else {
    const half = names.length >> 1;
    // The second half goes as one string: an array of 50,000 names takes longer to copy.
    const worker = new Worker(__filename, { workerData: { folder, names: names.slice(half).join(SEPARATOR) } });
    const mine = readAndParse(folder, names.slice(0, half));
    worker.once('message', (theirs) => {
      if (mine + theirs !== names.length) process.exitCode = 1;
    });
    worker.once('error', () => {
      process.exitCode = 1;
    });
  }
} else {
  parentPort.postMessage(readAndParse(workerData.folder, workerData.names === '' ? [] : workerData.names.split(SEPARATOR)));
}
