/** Command-line parsing: the shortcut for positionals-only arguments gives what parseArgs gives. */
import fc from 'fast-check';
import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseArguments } from '../../src/cli/arguments.js';

// Option sets of the shapes the commands use: defaults of both types, multiple, short names.
const optionSets = [
  {
    help: { type: 'boolean', short: 'h' },
    format: { type: 'string', default: 'text' },
    strict: { type: 'boolean', default: false },
    var: { type: 'string', multiple: true },
  },
  { output: { type: 'string', default: 'json' } },
  {},
] as const;

const viaNode = (args: string[], options: (typeof optionSets)[number]) => {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    return { threw: (error as Error).message };
  }
};
const viaUs = (args: string[], options: (typeof optionSets)[number]) => {
  try {
    return parseArguments(args, options);
  } catch (error) {
    return { threw: (error as Error).message };
  }
};

describe('parseArguments', () => {
  it('gives what parseArgs gives, options or not', () => {
    const argument = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constantFrom('-', '--', '-h', '--help', '--format', '--format=json', '--strict', '--var', 'a=b', '--nope', 'configs/', ''),
    );
    fc.assert(
      fc.property(fc.array(argument, { maxLength: 6 }), fc.constantFrom(...optionSets), (args, options) => {
        const ours = viaUs([...args], options);
        const node = viaNode([...args], options);
        expect(ours).toStrictEqual(node);
        if ('values' in ours) expect(Object.getPrototypeOf(ours.values)).toBe(Object.getPrototypeOf((node as { values: object }).values));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves the caller its array', () => {
    const args = ['a', 'b'];
    const { positionals } = parseArguments(args, {});
    positionals.push('c');
    expect(args).toEqual(['a', 'b']);
  });
});
