/** Issue 21, item 10: the message bounds hold at every size (a 7 MB run overflowed the stack of the old pattern). */
import { describe, expect, it } from 'vitest';
import { bounded } from '../../src/core/message.js';

describe('bounded', () => {
  it('cuts a 7 MB run of one word to 80 characters, keeping its ends', () => {
    const { message } = bounded({ message: `unknown key "${'k'.repeat(7_000_000)}" here` });
    expect(message).toMatch(/^unknown key "k+…k+" here$/);
    expect(message.length).toBe('unknown key '.length + 80 + ' here'.length);
  });

  it('cuts a message of many short words to 1,000 characters', () => {
    expect(bounded({ message: 'ab '.repeat(1_000_000) }).message.length).toBeLessThanOrEqual(1000);
  });

  it('leaves short runs and short messages as they are, splitting runs only at blanks', () => {
    const d = { message: 'a short one' };
    expect(bounded(d)).toBe(d);
    const run = 'b'.repeat(100);
    expect(bounded({ message: `x\u00a0${run}\u3000y` }).message).toMatch(/^x\u00a0b{60}…b+\u3000y$/);
    expect(bounded({ message: `x\u00a0${run}\u3000y` }).message.length).toBe(84);
  });
});
