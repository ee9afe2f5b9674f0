/** JSON Pointer (RFC 6901) helpers. */

/** Escapes one reference token. */
function escapeToken(token: string | number): string {
  const text = String(token);
  // Most tokens need no escape; skipping the replacements matters on every value of every file.
  return text.includes('~') || text.includes('/') ? text.replace(/~/g, '~0').replace(/\//g, '~1') : text;
}

/** Appends tokens to a pointer: `childPointer('/sinks', 'sink-http')` is `/sinks/sink-http`. */
export function childPointer(pointer: string, ...tokens: (string | number)[]): string {
  let out = pointer;
  for (let i = 0; i < tokens.length; i++) out += '/' + escapeToken(tokens[i]!);
  return out;
}

/** Splits a pointer into its unescaped tokens; `''` gives `[]`. */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  const tokens = pointer.slice(1).split('/');
  // Most pointers escape nothing: no replacement to run per token.
  if (pointer.indexOf('~') === -1) return tokens;
  for (let i = 0; i < tokens.length; i++) tokens[i] = tokens[i]!.replace(/~1/g, '/').replace(/~0/g, '~');
  return tokens;
}

/** The pointer of the containing value; the root's parent is the root. */
export function parentPointer(pointer: string): string {
  const at = pointer.lastIndexOf('/');
  return at <= 0 ? '' : pointer.slice(0, at);
}
