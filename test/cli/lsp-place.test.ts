/**
 * Where a cursor is, for completion (src/cli/run/lsp/place.ts): at a member name, the names the
 * object already has, before and after the cursor, so that completion does not offer them again
 * (issue 35, item 8); the name being typed and the members of nested objects are not among them.
 */
import { describe, expect, it } from 'vitest';
import { jsonPlace, yamlPlace } from '../../src/cli/run/lsp/place.js';

const at = (marked: string) => ({ text: marked.replace('|', ''), offset: marked.indexOf('|') });

describe('completion place: the names already present', () => {
  it('in JSON: the object’s own names around the cursor, not the one typed, not the nested ones', () => {
    const { text, offset } = at('{\n  "timeout_connect": 5,\n  "ti|",\n  "channels": { "flows": { "url": "x" } },\n  "tls_verify": true\n}\n');
    expect(jsonPlace(text, offset)).toEqual({ path: [], at: 'key', present: ['timeout_connect', 'channels', 'tls_verify'] });
    const nested = at('{ "channels": { "flows": { "url": "x", | } }, "format": "json" }');
    expect(jsonPlace(nested.text, nested.offset)).toEqual({ path: ['channels', 'flows'], at: 'key', present: ['url'] });
  });

  it('in JSON: a text that does not parse yet (the editor’s closing quote, no closing brace)', () => {
    const { text, offset } = at('{\n  "timeout_connect": 5,\n  "|"');
    expect(jsonPlace(text, offset).present).toEqual(['timeout_connect']);
  });

  it('in YAML: the keys at the cursor’s indentation in its block, above and below', () => {
    const text = 'timeout_connect: 5\nchannels:\n  flows:\n    url: x\n  \ntls_verify: true\n';
    expect(yamlPlace(text, 4, 2)).toEqual({ path: ['channels'], at: 'key', present: ['flows'] });
    const top = 'timeout_connect: 5\nti\nchannels:\n  flows:\n    url: x\n';
    expect(yamlPlace(top, 1, 2)).toEqual({ path: [], at: 'key', present: ['timeout_connect', 'channels'] });
  });
});
