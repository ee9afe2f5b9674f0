import { describe, expect, it } from 'vitest';
import { formatOfPath, parseJson, parseSource } from '../../../src/core/parse/index.js';

describe('formatOfPath', () => {
  it.each([
    ['a.yaml', 'yaml'],
    ['dir/a.yml', 'yaml'],
    ['C:\\cfg\\A.YML', 'yaml'],
    ['a.json', 'json'],
    ['a.yaml.json', 'json'],
    ['yaml', 'json'],
    ['<stdin>', 'json'],
  ] as const)('%s is %s', (path, format) => {
    expect(formatOfPath(path)).toBe(format);
  });
});

describe('parseSource', () => {
  it('parses JSON with the JSON parser', async () => {
    const doc = await parseSource('{"a": [1]}', 'json');
    expect(doc.value).toEqual({ a: [1] });
    expect(doc.locate('/a/0')).toEqual({ line: 1, column: 8 });
    expect(parseJson('{"a": [1]}').value).toEqual(doc.value);
  });

  it('parses YAML with the YAML parser', async () => {
    const doc = await parseSource('a:\n  - 1\n', 'yaml');
    expect(doc.value).toEqual({ a: [1] });
    expect(doc.locate('/a/0')).toEqual({ line: 2, column: 5 });
  });

  it('reports rather than rejects', async () => {
    await expect(parseSource('{', 'json')).resolves.toMatchObject({ value: undefined });
    await expect(parseSource('[', 'yaml')).resolves.toMatchObject({ value: undefined });
  });

  it('does not treat JSON comments as YAML', async () => {
    const doc = await parseSource('{"a": 1} # c', 'json');
    expect(doc.diagnostics[0]?.code).toBe('parse/syntax');
  });
});
