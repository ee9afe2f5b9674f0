#!/usr/bin/env node
// The load client of the receive benchmark, run as its own process: posts COUNT flow records to
// http://127.0.0.1:PORT/flows with CONCURRENCY requests in flight over keep-alive connections,
// as JSON, gzip JSON when GZIP is 1. Prints {"posts","seconds","status":{code:count}} as JSON.
import { Agent, request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { flowRecord } from './receive-records.mjs';

const [port, count, concurrency, gzip] = process.argv.slice(2).map(Number);
const variants = Array.from({ length: 256 }, (_, i) => {
  const text = Buffer.from(JSON.stringify(flowRecord(i)));
  return gzip ? gzipSync(text) : text;
});
const headers = { 'Content-Type': 'application/json', ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) };
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
const status = {};

function post(i) {
  const body = variants[i % variants.length];
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/flows', method: 'POST', agent, headers: { ...headers, 'Content-Length': body.length } }, (res) => {
      status[res.statusCode] = (status[res.statusCode] ?? 0) + 1;
      res.resume();
      res.on('end', resolve);
    });
    req.on('error', reject);
    req.end(body);
  });
}

let next = 0;
const start = process.hrtime.bigint();
async function worker() {
  while (next < count) await post(next++);
}
await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
agent.destroy();
process.stdout.write(JSON.stringify({ posts: count, seconds, status }) + '\n');
