import { describe, expect, it } from 'vitest';
import { formatNames, getFormatter, isFormatName } from '../../src/format/index.js';
import { formatGithub } from '../../src/format/github.js';
import { formatJson } from '../../src/format/json.js';
import { formatJunit } from '../../src/format/junit.js';
import { formatSarif } from '../../src/format/sarif.js';
import { formatText } from '../../src/format/text.js';
import { context, results } from './fixtures.js';

describe('format registry', () => {
  it('lists the formats, text first', () => {
    expect(formatNames).toEqual(['text', 'json', 'junit', 'sarif', 'github', 'gitlab']);
  });

  it('maps each name to its formatter', () => {
    expect(getFormatter('text')).toBe(formatText);
    expect(getFormatter('json')).toBe(formatJson);
    expect(getFormatter('junit')).toBe(formatJunit);
    expect(getFormatter('sarif')).toBe(formatSarif);
    expect(getFormatter('github')).toBe(formatGithub);
  });

  it('returns undefined for anything else, prototype names included', () => {
    for (const name of ['', 'TEXT', 'xml', 'constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(getFormatter(name)).toBeUndefined();
      expect(isFormatName(name)).toBe(false);
    }
  });

  it('every formatter is pure: same input, same output, input untouched', () => {
    const before = structuredClone(results);
    for (const name of formatNames) {
      const format = getFormatter(name)!;
      // The run's time is input too (JUnit's timestamp): the same for both calls, or a second boundary between them fails the test.
      const at = { timestamp: '2026-12-02T15:24:16' };
      const out = format(results, context(at));
      expect(format(results, context(at))).toBe(out);
      expect(out.endsWith('\n')).toBe(true);
    }
    expect(results).toEqual(before);
  });
});
