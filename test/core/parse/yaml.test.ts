import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../../src/core/parse/yaml.js';

const config = [
  '# edge agent', //                 line 1
  'name: edge-01', //                line 2
  'format: yaml', //                 line 3
  'sinks:', //                       line 4
  '  http:', //                      line 5
  '    url: "https://x/é"', //       line 6
  '    ports: [80, 443]', //         line 7
  '  list:', //                      line 8
  '    - a', //                      line 9
  '    - {k: v, n: null}', //        line 10
  '    -', //                        line 11
  '      deep: true', //             line 12
].join('\n');

describe('parseYaml values', () => {
  it('parses a config', () => {
    const doc = parseYaml(config);
    expect(doc.diagnostics).toEqual([]);
    expect(doc.value).toEqual({
      name: 'edge-01',
      format: 'yaml',
      sinks: {
        http: { url: 'https://x/é', ports: [80, 443] },
        list: ['a', { k: 'v', n: null }, { deep: true }],
      },
    });
  });

  it('turns keys that are not strings into strings', () => {
    const doc = parseYaml('1: one\ntrue: yes\n~: nothing\n1.5: x\n? [a, b]\n: seq\n');
    expect(doc.value).toEqual({
      '1': 'one',
      true: 'yes',
      '': 'nothing',
      '1.5': 'x',
      '[ a, b ]': 'seq',
    });
    expect(doc.locate('/1')).toEqual({ line: 1, column: 4 });
    expect(doc.locate('/true', { key: true })).toEqual({ line: 2, column: 1 });
    expect(doc.locate('/[ a, b ]', { key: true })).toEqual({ line: 5, column: 3 });
  });

  it('uses the core schema', () => {
    expect(parseYaml('a: yes\nb: 0x10\nc: 010\nd: .inf\ne: "1"').value).toEqual({
      a: 'yes',
      b: 16,
      c: 10,
      d: Infinity,
      e: '1',
    });
  });

  it('expands ordinary aliases', () => {
    const doc = parseYaml('base: &b {port: 1}\nother: *b\n');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.value).toEqual({ base: { port: 1 }, other: { port: 1 } });
    // Pointers below an alias locate the alias itself.
    expect(doc.locate('/other/port')).toEqual({ line: 2, column: 8 });
  });

  it('skips a leading BOM without shifting columns', () => {
    const doc = parseYaml('\uFEFFa: 1\n');
    expect(doc.value).toEqual({ a: 1 });
    expect(doc.locate('/a')).toEqual({ line: 1, column: 4 });
  });
});

describe('parseYaml positions', () => {
  const doc = parseYaml(config);

  it.each([
    ['', 2, 1],
    ['/name', 2, 7],
    ['/sinks', 5, 3],
    ['/sinks/http', 6, 5],
    ['/sinks/http/url', 6, 10],
    ['/sinks/http/ports', 7, 12],
    ['/sinks/http/ports/1', 7, 17],
    ['/sinks/list', 9, 5],
    ['/sinks/list/0', 9, 7],
    ['/sinks/list/1', 10, 7],
    ['/sinks/list/1/n', 10, 17],
    ['/sinks/list/2', 12, 7],
    ['/sinks/list/2/deep', 12, 13],
  ])('value at %j is at %i:%i', (pointer, line, column) => {
    expect(doc.locate(pointer)).toEqual({ line, column });
  });

  it.each([
    ['/name', 2, 1],
    ['/sinks', 4, 1],
    ['/sinks/http', 5, 3],
    ['/sinks/http/ports', 7, 5],
    ['/sinks/list/1/k', 10, 8],
    ['/sinks/list/0', 9, 7],
  ])('member name of %j is at %i:%i', (pointer, line, column) => {
    expect(doc.locate(pointer, { key: true })).toEqual({ line, column });
  });

  it('gives the nearest existing ancestor for a missing pointer', () => {
    expect(doc.locate('/sinks/http/timeout')).toEqual({ line: 6, column: 5 });
    expect(doc.locate('/sinks/http/timeout', { key: true })).toEqual({ line: 5, column: 3 });
    expect(doc.locate('/sinks/list/7')).toEqual({ line: 9, column: 5 });
  });
});

describe('parseYaml errors', () => {
  it.each(['', '\n\n', '# only a comment\n', '---\n', '\uFEFF'])('reports %j as empty', (text) => {
    const doc = parseYaml(text);
    expect(doc.value).toBeUndefined();
    expect(doc.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'parse/empty',
        message: 'file is empty',
        pointer: '',
        line: 1,
        column: 1,
      },
    ]);
  });

  it('does not call an explicit null empty', () => {
    expect(parseYaml('~\n')).toMatchObject({ value: null, diagnostics: [] });
  });

  it('reports duplicate keys at the second occurrence and keeps the last', () => {
    const doc = parseYaml('name: a\nformat: json\nsinks:\n  x: 1\n  x: 2\nformat: yaml\n');
    expect(doc.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'parse/duplicate-key',
        message: 'duplicate key "x" (first at line 4, column 3): the agent keeps only one of them',
        pointer: '/sinks/x',
        line: 5,
        column: 3,
        suggestion: 'remove one of them; only the last one takes effect here',
      },
      {
        severity: 'error',
        code: 'parse/duplicate-key',
        message: 'duplicate key "format" (first at line 2, column 1): the agent keeps only one of them',
        pointer: '/format',
        line: 6,
        column: 1,
        suggestion: 'remove one of them; only the last one takes effect here',
      },
    ]);
    expect(doc.value).toEqual({ name: 'a', format: 'yaml', sinks: { x: 2 } });
  });

  it('checks the duplicate keys of 60,000 anchored keys in one pass (issue 21)', () => {
    // The yaml package's own check (uniqueKeys) compares each key with every earlier one: 200,000
    // anchored keys took over 23 minutes, so 60,000 take about 2 minutes, far past the test
    // timeout; the walk's one pass leaves the parse's own few seconds.
    const lines = Array.from({ length: 60_000 }, (_, i) => `&a${i} k${i}: ${i}`);
    const doc = parseYaml([...lines, 'k7: again'].join('\n'));
    expect(doc.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'parse/duplicate-key',
        message: 'duplicate key "k7" (first at line 8, column 5): the agent keeps only one of them',
        pointer: '/k7',
        line: 60_001,
        column: 1,
        suggestion: 'remove one of them; only the last one takes effect here',
      },
    ]);
    expect((doc.value as Record<string, unknown>).k7).toBe('again');
  });

  it('reports duplicates in flow maps, in sequences and among null keys, once each', () => {
    const doc = parseYaml('a: {x: 1, x: 2}\nb: [{y: 1, y: 2}]\n? \n: 1\n? \n: 2\n');
    expect(doc.diagnostics.map((d) => [d.code, d.pointer, d.line, d.column])).toEqual([
      ['parse/duplicate-key', '/a/x', 1, 11],
      ['parse/duplicate-key', '/b/0/y', 2, 12],
      ['parse/duplicate-key', '/', 5, 3],
    ]);
  });

  it('reports keys that collide once made strings', () => {
    const doc = parseYaml('1: a\n"1": b\n');
    expect(doc.diagnostics).toMatchObject([{ code: 'parse/duplicate-key', pointer: '/1', line: 2, column: 1 }]);
  });

  it('reports a second document', () => {
    const doc = parseYaml('a: 1\n---\nb: 2\n');
    expect(doc.value).toBeUndefined();
    expect(doc.diagnostics).toMatchObject([
      {
        severity: 'error',
        code: 'parse/syntax',
        message: 'a config file holds one document',
        line: 2,
        column: 1,
      },
    ]);
  });

  it('reports syntax errors with their position', () => {
    const doc = parseYaml('a: 1\nb: [1, 2\nc: 3\n');
    expect(doc.value).toBeUndefined();
    expect(doc.diagnostics.length).toBeGreaterThan(0);
    for (const d of doc.diagnostics) expect(d).toMatchObject({ severity: 'error', code: 'parse/syntax' });
    expect(doc.diagnostics[0]).toMatchObject({ line: 3, column: 1 });
  });

  it('reports a nested mapping on one line at the inner key', () => {
    const doc = parseYaml('a: b: c\n');
    expect(doc.diagnostics[0]).toMatchObject({
      code: 'parse/syntax',
      line: 1,
      column: 4,
      pointer: '/a/b',
    });
  });

  it('reports an alias to an unknown anchor', () => {
    const doc = parseYaml('a: 1\nb: *nope\n');
    expect(doc.value).toBeUndefined();
    expect(doc.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'parse/syntax',
        message: 'unknown alias *nope: no anchor &nope is defined before it',
        pointer: '/b',
        line: 2,
        column: 4,
      },
    ]);
  });

  it('keeps warnings as warnings', () => {
    const doc = parseYaml('a: !custom 1\n');
    expect(doc.value).toEqual({ a: '1' });
    expect(doc.diagnostics).toMatchObject([{ severity: 'warning', code: 'parse/syntax', line: 1, column: 4 }]);
  });

  it('does not throw for input that is not a string', () => {
    expect(parseYaml(undefined as unknown as string).diagnostics[0]?.code).toBe('parse/syntax');
  });
});

describe('parseYaml resource limits', () => {
  it('stops the billion laughs without hanging', () => {
    const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 10; i++) {
      const [prev, name] = [String.fromCharCode(96 + i), String.fromCharCode(97 + i)];
      lines.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(', ')}]`);
    }
    const doc = parseYaml(lines.join('\n'));
    expect(doc.value).toBeUndefined();
    expect(doc.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'parse/syntax',
        message: 'too many alias expansions',
        pointer: '/b/0',
        line: 2,
        column: 8,
        suggestion: 'expand the aliases by hand, or use fewer of them',
      },
    ]);
  });

  it.each([
    ['flow sequences', '['.repeat(200_000) + ']'.repeat(200_000), 1001],
    ['unclosed flow sequences', '['.repeat(200_000), 1001],
    ['flow mappings', '{a: '.repeat(200_000) + '1' + '}'.repeat(200_000), 4001],
    ['compact sequences', '- '.repeat(200_000) + 'x\n', 2001],
  ])('stops 200,000 levels of %s without hanging', (_name, text, column) => {
    const doc = parseYaml(text);
    expect(doc.value).toBeUndefined();
    expect(doc.diagnostics).toMatchObject([{ code: 'parse/too-deep', line: 1, column }]);
  });

  it('stops deep block indentation', () => {
    const text = Array.from({ length: 1200 }, (_, i) => `${' '.repeat(i)}k:`).join('\n');
    const doc = parseYaml(text);
    expect(doc.value).toBeUndefined();
    expect(doc.diagnostics).toMatchObject([{ code: 'parse/too-deep', line: 1001, column: 1001 }]);
  });

  it('reports nesting the pre-scan underestimates as too deep, not a crash', () => {
    // Each line nests a sequence and a map but indents only one level: about 1,400 levels
    // that the pre-scan counts as about 700. Whether yaml's recursive composer runs out of
    // stack first or the walk of the tree finds the depth, the report is the same.
    const text = Array.from({ length: 700 }, (_, i) => `${'  '.repeat(i)}- k:`).join('\n');
    const doc = parseYaml(text);
    expect(doc.value).toBeUndefined();
    expect(doc.diagnostics.map((d) => d.code)).toContain('parse/too-deep');
    expect(doc.diagnostics.every((d) => d.code === 'parse/too-deep')).toBe(true);
  });

  it('accepts moderately deep nesting', () => {
    const doc = parseYaml('['.repeat(100) + ']'.repeat(100));
    expect(doc.diagnostics).toEqual([]);
    expect(doc.locate('/0'.repeat(99))).toEqual({ line: 1, column: 100 });
  });
});

describe('parseYaml prototype safety', () => {
  it('makes __proto__ an own property and pollutes nothing', () => {
    const doc = parseYaml('__proto__:\n  polluted: true\nconstructor: {prototype: {x: 1}}\n');
    const value = doc.value as Record<string, unknown>;
    expect(doc.diagnostics).toEqual([]);
    expect(Object.getOwnPropertyNames(value)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(value['polluted']).toBeUndefined();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(value, '__proto__')?.value).toEqual({ polluted: true });
    expect(doc.locate('/__proto__/polluted')).toEqual({ line: 2, column: 13 });
  });
});

describe('numbers beyond what a double holds', () => {
  it('reports them as JSON does: an integer read inexactly (warning), a number beyond the float range (error)', async () => {
    const { parseYaml } = await import('../../../src/core/parse/yaml.js');
    const doc = parseYaml(`a: 9007199254740993\nb: 9007199254740992\nc: ${'9'.repeat(400)}\n`);
    expect(doc.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'parse/precision', pointer: '/a', line: 1, column: 4 }),
      expect.objectContaining({ severity: 'error', code: 'parse/precision', pointer: '/c', line: 3, column: 4 }),
    ]);
  });
});
