/** Every function of `agentconf/deploy` answers any argument without throwing (issue 21, item 11). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as deploy from '../../src/deploy/index.js';

/** Any value a caller may hand in: JSON-derived and exotic. */
const anyValue = fc.oneof(
  fc.anything({ withBigInt: true, withMap: true, withSet: true, withTypedArray: true, withSparseArray: true, withNullPrototype: true }),
  fc.constantFrom(
    Symbol('x'),
    () => 1,
    new Proxy(
      {},
      {
        get: () => {
          throw new Error('trap');
        },
        ownKeys: () => {
          throw new Error('trap');
        },
      },
    ),
    { toString: 1 },
    new Array(2 ** 32 - 1),
  ),
);

describe('agentconf/deploy never throws for a caller mistake', () => {
  const functions = Object.entries(deploy as unknown as Record<string, unknown>).filter(
    (entry): entry is [string, (...args: unknown[]) => unknown] => typeof entry[1] === 'function',
  );

  it('exports the functions this test calls', () => {
    expect(functions.map(([name]) => name).sort()).toEqual([
      'callerVariables',
      'deploymentGraph',
      'deploymentVariables',
      'libraryKind',
      'lintDeployment',
      'parseIni',
      'readAgentConfig',
      'renderGraphMermaid',
      'renderGraphText',
    ]);
  });

  it.each(functions)('%s, given arbitrary values', async (_, fn) => {
    await fc.assert(
      fc.asyncProperty(anyValue, anyValue, async (a, b) => {
        // A string root would be a real folder to read: only the wrong types are fed.
        if (typeof a === 'string') return;
        await fn(a, b);
      }),
      { numRuns: 150 },
    );
  });

  it('answers wrong types with call/argument where the answer has a place for it', async () => {
    expect((await deploy.lintDeployment(1 as never)).results[0]!.diagnostics[0]!.code).toBe('call/argument');
    expect((await deploy.lintDeployment('.', { agent: '4.5' as never })).results[0]!.diagnostics[0]!.message).toBe(
      'options.agent must be "5.0", "5.2" or "5.x", not a string',
    );
    expect(deploy.deploymentVariables(null as never).diagnostics![0]!.code).toBe('call/argument');
    expect(deploy.parseIni(1 as never).diagnostics[0]!.code).toBe('call/argument');
    expect(deploy.readAgentConfig({} as never).diagnostics[0]!.code).toBe('call/argument');
    const caller = await deploy.callerVariables({ overrides: { a: 1 } } as never);
    expect('findings' in caller && caller.findings[0]!.result.diagnostics[0]!.code).toBe('call/argument');
    expect(deploy.deploymentGraph({ references: 'x' } as never)).toEqual([]);
    expect(deploy.renderGraphText([{ from: 1 }] as never)).toBe('');
    expect(deploy.libraryKind(7 as never)).toBeUndefined();
  });
});
