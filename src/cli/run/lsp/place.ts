/**
 * Where a cursor is in a config's text: the path of the object or member it is in, and whether it
 * is at a member name or a value; inside `${...` it is at a variable. A scan of the text up to the
 * cursor, so it works on text that does not parse yet (what an editor holds while typing).
 */

/** What the cursor is at. */
export interface Place {
  /** The path of the object whose member names the cursor is at, or of the member whose value it is at. */
  path: string[];
  at: 'key' | 'value' | 'variable';
  /** At a member name: the names the object already has (before and after the cursor), which completion does not offer again. */
  present?: string[];
}

const VARIABLE_OPEN = /\$\{[A-Za-z0-9_]*$/;

/** The place of `offset` in a JSON text. */
export function jsonPlace(text: string, offset: number): Place {
  type Frame = { array: false; key?: string; afterColon: boolean; start: number } | { array: true; index: number };
  const stack: Frame[] = [];
  let last: string | undefined;
  for (let i = 0; i < offset; i++) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"' && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      if (j >= offset) {
        // Inside a string: a name, a value, or a variable being typed.
        const top = stack.at(-1);
        const path = pathOf(stack);
        if (VARIABLE_OPEN.test(text.slice(i + 1, offset))) return { path, at: 'variable' };
        if (top && !top.array && !top.afterColon) return { path, at: 'key', present: namesOf(text, top.start, i) };
        return { path, at: 'value' };
      }
      last = text.slice(i + 1, j);
      i = j;
    } else if (c === '{') stack.push({ array: false, afterColon: false, start: i });
    else if (c === '[') stack.push({ array: true, index: 0 });
    else if (c === '}' || c === ']') stack.pop();
    else if (c === ':') {
      const top = stack.at(-1);
      if (top && !top.array) {
        if (last !== undefined) top.key = last;
        top.afterColon = true;
      }
    } else if (c === ',') {
      const top = stack.at(-1);
      if (top?.array) top.index++;
      else if (top) {
        top.afterColon = false;
        delete top.key;
      }
    }
  }
  const top = stack.at(-1);
  const path = pathOf(stack);
  return top && !top.array && !top.afterColon ? { path, at: 'key', present: namesOf(text, top.start, -1) } : { path, at: 'value' };

  /** The path down to the cursor: each frame's member or index; the last object's member only after its colon. */
  function pathOf(frames: Frame[]): string[] {
    const out: string[] = [];
    frames.forEach((f, n) => {
      const lastFrame = n === frames.length - 1;
      if (f.array) {
        if (!lastFrame) out.push(String(f.index));
      } else if (f.key !== undefined && (!lastFrame || f.afterColon)) out.push(f.key);
    });
    // Inside an array that is a member's value, the cursor is at an item.
    if (frames.at(-1)?.array) out.push(String((frames.at(-1) as { index: number }).index));
    return out;
  }
}

/**
 * The member names of the JSON object opening at `start` (its own, not its children's), but the
 * string at `skip` (the name being typed); a scan to the object's end, or the text's.
 */
function namesOf(text: string, start: number, skip: number): string[] {
  const names: string[] = [];
  let depth = 0;
  let last: { name: string; at: number } | undefined;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"' && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      last = { name: text.slice(i + 1, j), at: i };
      i = j;
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      if (--depth === 0) break;
    } else if (c === ':' && depth === 1 && last !== undefined && last.at !== skip) names.push(last.name);
    else if (c === ',') last = undefined;
  }
  return names;
}

/** The place of a cursor in a YAML text (block style), from indentation. */
export function yamlPlace(text: string, line: number, character: number): Place {
  const lines = text.split('\n');
  const current = (lines[line] ?? '').slice(0, character);
  if (VARIABLE_OPEN.test(current)) return { path: parents(line, indentOf(current)), at: 'variable' };
  const member = /^(\s*)(?:- )?([^\s:#'"][^:#]*|"[^"]*"|'[^']*'):\s+\S*$/.exec(current);
  if (member) return { path: [...parents(line, member[1]!.length), unquote(member[2]!.trim())], at: 'value' };
  return { path: parents(line, indentOf(current)), at: 'key', present: siblings(line, indentOf(current)) };

  /** The names of the \`key:\` lines at \`indent\` in the block holding \`line\` (above and below it). */
  function siblings(at: number, indent: number): string[] {
    const out: string[] = [];
    for (const step of [-1, 1]) {
      for (let i = at + step; i >= 0 && i < lines.length; i += step) {
        const l = lines[i]!;
        if (l.trim() === '' || l.trim().startsWith('#')) continue;
        const lineIndent = indentOf(l);
        if (lineIndent < indent || (lineIndent === indent && /^\s*- /.test(l))) break;
        const m = lineIndent === indent ? /^\s*([^\s:#'"][^:#]*|"[^"]*"|'[^']*'):(\s|$)/.exec(l) : null;
        if (m) out.push(unquote(m[1]!.trim()));
      }
    }
    return out;
  }

  function indentOf(s: string): number {
    return /^\s*/.exec(s)![0].length;
  }
  /** The keys of the lines above that hold `line` (less indented `key:` lines). */
  function parents(from: number, indent: number): string[] {
    const out: string[] = [];
    let limit = indent;
    for (let i = from - 1; i >= 0 && limit > 0; i--) {
      const l = lines[i]!;
      if (l.trim() === '' || l.trim().startsWith('#')) continue;
      const m = /^(\s*)(- )?([^\s:#'"][^:#]*|"[^"]*"|'[^']*'):(\s.*)?$/.exec(l);
      const lineIndent = indentOf(l);
      if (lineIndent >= limit) continue;
      if (m) {
        out.unshift(unquote(m[3]!.trim()));
        if (m[2]) out.unshift('0');
      } else if (/^\s*- /.test(l)) out.unshift('0');
      limit = lineIndent;
    }
    return out;
  }
}

const unquote = (s: string) => (/^(["']).*\1$/.test(s) ? s.slice(1, -1) : s);
