/**
 * `agentconf lsp` under a client that lies in its framing or its JSON-RPC (issue 36, item 10, and
 * the LSP 3.17 lifecycle of issue 35, item 8): after each bad header or body the server answers a
 * parse error or an invalid request where an answer can be sent, reads on from the next header,
 * and still answers the next well-formed request; a length past the cap is refused without being
 * held. Raw bytes on the built server's stdin.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { frame, rawLsp, stopServers } from '../support/lsp.js';

afterEach(stopServers);

const initialize = (id: number) => frame({ jsonrpc: '2.0', id, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } });
const shutdown = (id: number) => frame({ jsonrpc: '2.0', id, method: 'shutdown' });
const body = (id: number) => Buffer.from(JSON.stringify({ jsonrpc: '2.0', id, method: 'shutdown' }));

/** Bad bytes, each followed by a well-formed request that must be answered. */
const lies: [string, Buffer | string, number | null][] = [
  ['a negative length', Buffer.concat([Buffer.from('Content-Length: -5\r\n\r\n'), body(90)]), -32700],
  ['a length that is no number', Buffer.concat([Buffer.from('Content-Length: abc\r\n\r\n'), body(90)]), -32700],
  ['no Content-Length', Buffer.concat([Buffer.from('Content-Type: application/json\r\n\r\n'), body(90)]), -32700],
  ['a length shorter than the body', Buffer.concat([Buffer.from(`Content-Length: ${body(90).length - 7}\r\n\r\n`), body(90)]), -32700],
  ['a length longer than the body', Buffer.concat([Buffer.from(`Content-Length: ${body(90).length + 40}\r\n\r\n`), body(90)]), null],
  ['two lengths that differ', Buffer.concat([Buffer.from(`Content-Length: 3\r\nContent-Length: ${body(90).length}\r\n\r\n`), body(90)]), -32700],
  ['a header line with no colon', Buffer.concat([Buffer.from(`Content-Length ${body(90).length}\r\n\r\n`), body(90)]), -32700],
  ['bytes that are no header at all', '\u0000\u0001garbage{}[]\r\n\r\n', -32700],
  ['a body that is not JSON', Buffer.concat([Buffer.from('Content-Length: 5\r\n\r\n'), Buffer.from('{"a":')]), -32700],
  // Told far more bytes than will come: the next header after a JSON value ends the skip.
  ['a length no message has', Buffer.from('Content-Length: 99999999999999\r\n\r\n{"jsonrpc":"2.0","method":"$/ignored"}'), -32700],
  ['a batch', frame([{ jsonrpc: '2.0', id: 90, method: 'shutdown' }]), -32600],
  ['a number', frame(5), -32600],
  ['an id that is an object', frame({ jsonrpc: '2.0', id: { a: 1 }, method: 'shutdown' }), -32600],
  ['a method that is not a string', frame({ jsonrpc: '2.0', id: 91, method: 7 }), -32600],
];

describe('agentconf lsp framing', () => {
  it.each(lies)(
    '%s: answered, then the next request is answered',
    async (_, bytes, code) => {
      const server = rawLsp();
      server.write(initialize(1));
      expect(await server.answer(1)).toHaveProperty('result.capabilities');
      server.write(bytes);
      // The request after the lie: the server reads it and answers it.
      server.write(
        frame({
          jsonrpc: '2.0',
          id: 2,
          method: 'textDocument/hover',
          params: { textDocument: { uri: 'file:///x.json' }, position: { line: 0, character: 0 } },
        }),
      );
      const error = await server.next((m) => 'error' in m);
      // A length too long: a parse error when the next request came in the same read, else an invalid request.
      expect(code === null ? [-32700, -32600] : [code]).toContain((error.error as { code: number }).code);
      expect(await server.answer(2)).toMatchObject({ result: null });
      server.write(shutdown(3));
      expect(await server.answer(3)).toMatchObject({ result: null });
      server.write(frame({ jsonrpc: '2.0', method: 'exit' }));
      expect(await server.exited).toBe(0);
    },
    60_000,
  );

  it('refuses a length past the cap without holding the bytes, and answers the next request', async () => {
    const server = rawLsp();
    server.write(initialize(1));
    await server.answer(1);
    const huge = 64 * 1024 * 1024;
    server.write(`Content-Length: ${huge}\r\n\r\n`);
    const error = await server.next((m) => 'error' in m);
    expect(error).toMatchObject({ id: null, error: { code: -32700, message: expect.stringContaining('larger than') } });
    // The bytes it announced, sent: skipped as they come.
    const block = Buffer.alloc(1024 * 1024, 0x20);
    for (let i = 0; i < huge / block.length; i++) if (!server.write(block)) await new Promise((r) => server.child.stdin!.once('drain', r));
    server.write(shutdown(2));
    expect(await server.answer(2)).toMatchObject({ result: null });
    const status = await import('node:fs').then((fs) => fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8'));
    const peakKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    // 64 MiB went through; what the process ever held stays well under it plus Node's own.
    if (peakKb > 0) expect(peakKb).toBeLessThan(200 * 1024);
    server.write(frame({ jsonrpc: '2.0', method: 'exit' }));
    expect(await server.exited).toBe(0);
  }, 120_000);

  it('keeps the LSP lifecycle: -32002 before initialize, a second initialize refused, -32600 after shutdown', async () => {
    const server = rawLsp();
    server.write(
      frame({ jsonrpc: '2.0', id: 1, method: 'textDocument/hover', params: { textDocument: { uri: 'file:///x.json' }, position: { line: 0, character: 0 } } }),
    );
    expect(await server.answer(1)).toMatchObject({ error: { code: -32002 } });
    server.write(initialize(2));
    expect(await server.answer(2)).toHaveProperty('result.capabilities');
    server.write(initialize(3));
    expect(await server.answer(3)).toMatchObject({ error: { code: -32600 } });
    server.write(shutdown(4));
    expect(await server.answer(4)).toMatchObject({ result: null });
    server.write(
      frame({ jsonrpc: '2.0', id: 5, method: 'textDocument/hover', params: { textDocument: { uri: 'file:///x.json' }, position: { line: 0, character: 0 } } }),
    );
    expect(await server.answer(5)).toMatchObject({ error: { code: -32600 } });
    server.write(frame({ jsonrpc: '2.0', method: 'exit' }));
    expect(await server.exited).toBe(0);
  }, 60_000);
});
