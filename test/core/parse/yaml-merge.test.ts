/** YAML 1.2 with the merge keys of YAML 1.1 (`<<: *defaults`), which authoring files use. */
import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../../src/core/parse/yaml.js';

describe('YAML merge keys', () => {
  it('merge the aliased map; the own keys win; no member "<<" is left', () => {
    const doc = parseYaml('base: &b\n  url: https://a.example/\n  timeout_connect: 10\nchannels:\n  x:\n    <<: *b\n    timeout_connect: 20\n');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.value).toEqual({
      base: { url: 'https://a.example/', timeout_connect: 10 },
      channels: { x: { url: 'https://a.example/', timeout_connect: 20 } },
    });
  });

  it('merge a list of maps, the first one winning', () => {
    const doc = parseYaml('a: &a { k: 1 }\nb: &b { k: 2, m: 3 }\nc:\n  <<: [*a, *b]\n');
    expect((doc.value as { c: unknown }).c).toEqual({ k: 1, m: 3 });
  });
});
