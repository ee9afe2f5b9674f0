import { describe, expect, it } from 'vitest';
import { parseJson } from '../../../src/core/parse/json.js';
import { formatOfText, parseJsonText } from '../../../src/core/parse/index.js';

/** A small config with every kind of value, spread over lines, with a tab and a non-ASCII string. */
const config = [
  '{', //                                               line 1
  '  "name": "edge-01",', //                            line 2
  '  "format": "json",', //                             line 3
  '  "sinks": {', //                                    line 4
  '    "http": { "url": "https://x/é", "port": 8080 },', // line 5
  '\t"tags": ["a", -1.5e3, true, false, null, [], {}]', // line 6
  '  }', //                                             line 7
  '}', //                                               line 8
].join('\n');

describe('parseJson values', () => {
  it('parses what JSON.parse parses', () => {
    const doc = parseJson(config);
    expect(doc.diagnostics).toEqual([]);
    expect(doc.value).toEqual(JSON.parse(config));
  });

  it('handles escapes, surrogate pairs and lone surrogates like JSON.parse', () => {
    const text = String.raw`["\"\\\/\b\f\n\r\t", "\u00e9\uD83D\uDE00", "\uD800", "\u0000"]`;
    expect(parseJson(text).value).toEqual(JSON.parse(text));
  });

  it('notes an escaped half of a surrogate pair without its other half, where it is, and keeps the value as JSON.parse does', () => {
    const text = String.raw`{"ok": "\uD83D\uDE00", "slash": "\\uD800", "high": "a\ud800", "low": ["\uDC00"], "\ud83dkey": 1, "swap": "\uDE00\uD83D", "two": "\uD800\u0041"}`;
    const doc = parseJson(text);
    expect(doc.value).toEqual(JSON.parse(text));
    const notes = doc.diagnostics.map((d) => [d.severity, d.code, d.pointer, d.line, d.column, d.message.split(' is half')[0]]);
    expect(notes).toEqual([
      ['error', 'parse/syntax', '/high', 1, text.indexOf(String.raw`\ud800"`) + 1, String.raw`the escape \ud800`],
      ['error', 'parse/syntax', '/low/0', 1, text.indexOf(String.raw`\uDC00`) + 1, String.raw`the escape \uDC00`],
      ['error', 'parse/syntax', '/\ud83dkey', 1, text.indexOf(String.raw`\ud83dkey`) + 1, String.raw`the escape \ud83d`],
      ['error', 'parse/syntax', '/swap', 1, text.indexOf(String.raw`\uDE00\uD83D`) + 1, String.raw`the escape \uDE00`],
      ['error', 'parse/syntax', '/two', 1, text.indexOf(String.raw`\uD800\u0041`) + 1, String.raw`the escape \uD800`],
    ]);
    // The way into the pipeline says the same: JSON.parse keeps the half, so the full parser reads the text.
    expect(parseJsonText(text).diagnostics).toEqual(doc.diagnostics);
    expect(parseJsonText(String.raw`{"ok": "\uD83D\uDE00", "slash": "\\uD800"}`).diagnostics).toEqual([]);
  });

  it('keeps a text with a lone surrogate escape JSON when no file name says (YAML reads it too, without the finding)', async () => {
    expect(await formatOfText(String.raw`{"note": "\ud83d"}`)).toBe('json');
    expect(await formatOfText(String.raw`["\ud83d"]`)).toBe('json');
  });

  it('reads numbers with Number()', () => {
    const text = '[0, -0, 1, -12, 3.25, 1e3, 2E-2, 1.5e+2, 123456789012345678901234567890, 0.1]';
    const value = parseJson(text).value as number[];
    expect(value).toEqual(JSON.parse(text));
    expect(Object.is(value[1], -0)).toBe(true);
  });

  it('parses scalars at the top', () => {
    expect(parseJson(' "x" ').value).toBe('x');
    expect(parseJson('null').value).toBe(null);
    expect(parseJson('null').diagnostics).toEqual([]);
    expect(parseJson('42\n').value).toBe(42);
  });
});

describe('parseJson positions', () => {
  const doc = parseJson(config);

  it.each([
    ['', 1, 1],
    ['/name', 2, 11],
    ['/format', 3, 13],
    ['/sinks', 4, 12],
    ['/sinks/http', 5, 13],
    ['/sinks/http/url', 5, 22],
    ['/sinks/http/port', 5, 45],
    ['/sinks/tags', 6, 10],
    ['/sinks/tags/0', 6, 11],
    ['/sinks/tags/1', 6, 16],
    ['/sinks/tags/2', 6, 24],
    ['/sinks/tags/4', 6, 37],
    ['/sinks/tags/5', 6, 43],
    ['/sinks/tags/6', 6, 47],
  ])('value at %j is at %i:%i', (pointer, line, column) => {
    expect(doc.locate(pointer)).toEqual({ line, column });
  });

  it.each([
    ['/name', 2, 3],
    ['/sinks', 4, 3],
    ['/sinks/http/port', 5, 37],
    ['/sinks/tags', 6, 2],
  ])('member name of %j is at %i:%i', (pointer, line, column) => {
    expect(doc.locate(pointer, { key: true })).toEqual({ line, column });
  });

  it('falls back to the value for items and the root when asked for a key', () => {
    expect(doc.locate('/sinks/tags/1', { key: true })).toEqual({ line: 6, column: 16 });
    expect(doc.locate('', { key: true })).toEqual({ line: 1, column: 1 });
  });

  it('gives the nearest existing ancestor for a missing pointer', () => {
    expect(doc.locate('/sinks/http/missing/deeper')).toEqual({ line: 5, column: 13 });
    expect(doc.locate('/sinks/tags/99')).toEqual({ line: 6, column: 10 });
    expect(doc.locate('/sinks/tags/01')).toEqual({ line: 6, column: 10 });
    expect(doc.locate('/name/0')).toEqual({ line: 2, column: 11 });
    expect(doc.locate('/nope', { key: true })).toEqual({ line: 1, column: 1 });
  });

  it('unescapes pointer tokens', () => {
    const d = parseJson('{\n "a/b": {\n  "c~d": 1\n }\n}');
    expect(d.locate('/a~1b/c~0d')).toEqual({ line: 3, column: 10 });
    expect(d.locate('/a~1b/c~0d', { key: true })).toEqual({ line: 3, column: 3 });
  });

  it('returns undefined for a malformed pointer', () => {
    expect(doc.locate('name')).toBeUndefined();
  });

  it('counts CRLF and lone CR as line breaks', () => {
    const d = parseJson('{\r\n"a": 1,\r"b": 2}');
    expect(d.locate('/a')).toEqual({ line: 2, column: 6 });
    expect(d.locate('/b')).toEqual({ line: 3, column: 6 });
  });

  it('looks members up in large objects, the last duplicate winning', () => {
    const members = Array.from({ length: 40 }, (_, i) => `"k${i}": ${i}`);
    const d = parseJson(`{\n${members.join(',\n')},\n"k7": [1]\n}`);
    expect(d.locate('/k0')).toEqual({ line: 2, column: 7 });
    expect(d.locate('/k39')).toEqual({ line: 41, column: 8 });
    expect(d.locate('/k7')).toEqual({ line: 42, column: 7 });
    expect(d.locate('/k7/0')).toEqual({ line: 42, column: 8 });
  });
});

describe('parseJson byte-order mark and empty input', () => {
  it('skips a leading BOM without shifting columns', () => {
    const doc = parseJson('\uFEFF{"a": 1}');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.value).toEqual({ a: 1 });
    expect(doc.locate('/a')).toEqual({ line: 1, column: 7 });
  });

  it.each(['', '   ', '\n\t\r\n', '\uFEFF', '\uFEFF \n'])('reports %j as empty', (text) => {
    const doc = parseJson(text);
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
    expect(doc.locate('')).toBeUndefined();
  });
});

describe('parseJson syntax errors', () => {
  /** The one diagnostic of a text that must fail. */
  function failure(text: string) {
    const doc = parseJson(text);
    expect(doc.value).toBeUndefined();
    expect(doc.diagnostics).toHaveLength(1);
    return doc.diagnostics[0];
  }

  it.each([
    // [text, message, line, column, pointer]
    ['{\n  "a": {\n    "b": 1\n', 'unexpected end of input: an object opened at line 2 is not closed', 4, 1, '/a'],
    ['[1,\n 2', 'unexpected end of input: an array opened at line 1 is not closed', 2, 3, ''],
    ['{"a": "abc', 'unexpected end of input: a string opened at line 1 is not closed', 1, 11, ''],
    ['{"a": tru', 'unexpected end of input: an object opened at line 1 is not closed', 1, 10, ''],
    ['-', 'unexpected end of input', 1, 2, ''],
    ['{\n  "a": x\n}', "unexpected character 'x'", 2, 8, ''],
    ['{"a": [1, 2 3]}', "unexpected character '3'", 1, 13, '/a'],
    ['{"a" 1}', "unexpected character '1'", 1, 6, ''],
    ['{a: 1}', "unexpected character 'a'", 1, 2, ''],
    ["{'a': 1}", "unexpected character '''", 1, 2, ''],
    ['{"a": 1}}', "unexpected character '}'", 1, 9, ''],
    ['[01]', "unexpected character '1'", 1, 3, ''],
    ['[1.]', "unexpected character ']'", 1, 4, ''],
    ['[1e]', "unexpected character ']'", 1, 4, ''],
    ['[-x]', "unexpected character 'x'", 1, 3, ''],
    ['[True]', "unexpected character 'T'", 1, 2, ''],
    ['[nul]', "unexpected character ']'", 1, 5, ''],
    ['[NaN]', "unexpected character 'N'", 1, 2, ''],
    ['[1,\u00a02]', 'unexpected character U+00A0', 1, 4, ''],
    ['[1, 😀]', "unexpected character '😀'", 1, 5, ''],
    ['\u0000', 'unexpected byte 0x00', 1, 1, ''],
    ['{"a": 1,\u001f"b": 2}', 'unexpected byte 0x1F', 1, 9, ''],
    ['{\n  "a": 1,\n}', 'trailing comma', 2, 9, ''],
    ['[1, 2, ]', 'trailing comma', 1, 6, ''],
    ['{\n  // note\n  "a": 1\n}', 'comments are not allowed in JSON', 2, 3, ''],
    ['{"a": 1 /* c */}', 'comments are not allowed in JSON', 1, 9, ''],
    ['[1] // end', 'comments are not allowed in JSON', 1, 5, ''],
    ['{"a": "x\ny"}', 'unexpected line break in a string', 1, 9, ''],
    ['["tab\there"]', 'unexpected byte 0x09 in a string', 1, 6, ''],
    ['["\\x"]', "invalid escape '\\x' in a string", 1, 3, ''],
    ['["\\u12G4"]', "unexpected character 'G' in a \\u escape", 1, 7, ''],
    ['["\\u12', 'unexpected end of input: a string opened at line 1 is not closed', 1, 7, ''],
  ])('%j: %s at %i:%i', (text, message, line, column, pointer) => {
    expect(failure(text)).toMatchObject({
      severity: 'error',
      code: 'parse/syntax',
      message,
      line,
      column,
      pointer,
    });
  });

  it('points syntax errors at the innermost open container', () => {
    expect(failure('{"a": [{"b": [1, }]}]}')).toMatchObject({
      message: "unexpected character '}'",
      pointer: '/a/0/b',
    });
  });

  it('suggests a fix', () => {
    expect(failure('[1, 2, ]')?.suggestion).toBe('remove the comma after the last item');
    expect(failure("{'a': 1}")?.suggestion).toBe('JSON strings and member names use double quotes');
  });

  it('keeps duplicate-key reports found before a syntax error', () => {
    const doc = parseJson('{"a": 1, "a": 2, }');
    expect(doc.value).toBeUndefined();
    expect(doc.diagnostics.map((d) => d.code)).toEqual(['parse/duplicate-key', 'parse/syntax']);
  });

  it('does not throw for input that is not a string', () => {
    const doc = parseJson(42 as unknown as string);
    expect(doc.value).toBeUndefined();
    expect(doc.diagnostics[0]?.code).toBe('parse/syntax');
  });
});

describe('parseJson duplicate keys', () => {
  const text = '{\n  "name": "a",\n  "format": "json",\n  "x": {"format": 1},\n  "format": "yaml"\n}';
  const doc = parseJson(text);

  it('reports the second occurrence, naming the first line', () => {
    expect(doc.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'parse/duplicate-key',
        message: 'duplicate key "format" (first at line 3, column 3): the agent keeps only one of them',
        pointer: '/format',
        line: 5,
        column: 3,
        suggestion: 'remove one of them; only the last one takes effect here',
      },
    ]);
  });

  it('keeps the last value, in the first position, like JSON.parse', () => {
    expect(doc.value).toEqual(JSON.parse(text));
    expect(Object.keys(doc.value as object)).toEqual(['name', 'format', 'x']);
    expect(doc.locate('/format')).toEqual({ line: 5, column: 13 });
  });

  it('forgets the subtree of the replaced member', () => {
    const d = parseJson('{\n"a": {"b": 1},\n"a": 2\n}');
    expect(d.locate('/a/b')).toEqual({ line: 3, column: 6 });
  });

  it('reports every repeat against the first', () => {
    const d = parseJson('{"k": 1,\n"k": 2,\n"k": 3}');
    expect(d.diagnostics.map((x) => [x.message, x.line])).toEqual([
      ['duplicate key "k" (first at line 1, column 2): the agent keeps only one of them', 2],
      ['duplicate key "k" (first at line 1, column 2): the agent keeps only one of them', 3],
    ]);
    expect(d.value).toEqual({ k: 3 });
  });

  it('escapes the key in the pointer', () => {
    const d = parseJson('{"o": {"a/b": 1, "a/b": 2}}');
    expect(d.diagnostics[0]?.pointer).toBe('/o/a~1b');
  });
});

describe('parseJson nesting limit', () => {
  it('accepts 1000 levels', () => {
    const doc = parseJson('['.repeat(1000) + ']'.repeat(1000));
    expect(doc.diagnostics).toEqual([]);
  });

  it('rejects 1001 levels at the bracket that goes too deep', () => {
    const doc = parseJson('['.repeat(1001) + ']'.repeat(1001));
    expect(doc.value).toBeUndefined();
    expect(doc.diagnostics).toHaveLength(1);
    expect(doc.diagnostics[0]).toMatchObject({ code: 'parse/too-deep', line: 1, column: 1001 });
    expect(doc.diagnostics[0]?.pointer).toBe('/0'.repeat(1000));
  });

  it('stops 200,000 levels without hanging without overflowing the stack', () => {
    for (const text of ['['.repeat(200_000), '{"a":'.repeat(200_000), '['.repeat(200_000) + ']'.repeat(200_000)]) {
      const doc = parseJson(text);
      expect(doc.value).toBeUndefined();
      expect(doc.diagnostics.map((d) => d.code)).toEqual(['parse/too-deep']);
    }
  });
});

describe('parseJson prototype safety', () => {
  it('makes __proto__ an own property and pollutes nothing', () => {
    const doc = parseJson('{"__proto__": {"polluted": true}}');
    const value = doc.value as Record<string, unknown>;
    expect(Object.getOwnPropertyNames(value)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(value['polluted']).toBeUndefined();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(value, '__proto__')?.value).toEqual({ polluted: true });
    expect(doc.locate('/__proto__/polluted')).toEqual({ line: 1, column: 28 });
  });

  it('makes constructor and prototype own data properties', () => {
    const value = parseJson('{"constructor": {"prototype": {"x": 1}}, "prototype": 2}').value as Record<string, unknown>;
    expect(Object.getOwnPropertyNames(value)).toEqual(['constructor', 'prototype']);
    expect(value['constructor']).toEqual({ prototype: { x: 1 } });
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
  });

  it('keeps the last of duplicate __proto__ members', () => {
    const doc = parseJson('{"__proto__": 1, "__proto__": {"polluted": true}}');
    expect(doc.diagnostics.map((d) => d.code)).toEqual(['parse/duplicate-key']);
    expect(Object.getOwnPropertyDescriptor(doc.value, '__proto__')?.value).toEqual({
      polluted: true,
    });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('parseJson on a large document', () => {
  it('parses 500 KB+ to what JSON.parse gives (its speed is in npm run bench)', () => {
    const sinks: Record<string, unknown> = {};
    for (let i = 0; i < 2600; i++) {
      sinks[`sink-${i}`] = {
        url: `https://example.com/${i}`,
        enabled: i % 2 === 0,
        batch: { size: i, retries: [1, 2, 4] },
      };
    }
    const text = JSON.stringify({ sinks }, null, 2);
    expect(text.length).toBeGreaterThan(500_000);
    const doc = parseJson(text);
    expect(doc.value).toEqual(JSON.parse(text));
  });
});

describe('numbers beyond what a double holds', () => {
  it('an integer beyond 2^53 that a double cannot hold exactly: a warning with the value checked', () => {
    const doc = parseJson('{"a": [1, 9007199254740993]}');
    expect(doc.value).toEqual({ a: [1, 9007199254740992] });
    expect(doc.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'parse/precision', pointer: '/a/1', line: 1, column: 11 })]);
  });

  it('an integer beyond 2^53 that a double holds exactly, or a float: nothing to say', () => {
    expect(parseJson('[9007199254740992, -9007199254740992, 1152921504606846976, 0.1, 1e300]').diagnostics).toEqual([]);
  });

  it('a number beyond the float range: an error that does not quote it', () => {
    const doc = parseJson(`{"n": ${'9'.repeat(400)}}`);
    expect(doc.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'parse/precision', pointer: '/n' })]);
    expect(doc.diagnostics[0]!.message).not.toContain('9999');
  });
});
