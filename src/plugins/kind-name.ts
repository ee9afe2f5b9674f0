/**
 * The kind a config file's name names (the kind ids and the agent's own file names such as
 * `netify-proc-aggregator.json`), apart from detection by content (`detect.ts`), which needs
 * every kind's rules: the quick way of a one-config lint (`src/cli/quick.ts`) tells a kind by
 * name alone.
 */
// The generated catalog, not `kinds.ts`: that one holds every kind's spec and rules.
import { catalog, type KindId } from '../../generated/plugins/catalog.js';

/** Kind ids, longest first: a name holding two takes the longer (then the one listed first). */
const ids = catalog.map((k) => k.id).sort((a, b) => b.length - a.length);
/** How kind ids begin (`proc-`, `sink-`): a name is searched only where one of these begins a word. */
const starts = [...new Set(ids.map((id) => id.slice(0, id.indexOf('-') + 1) || id))];
/** A lower-case letter or a digit: what may not touch a kind id in a name (NaN, past the end, may). */
const isWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
const pluginName = /(?:^|[^a-z0-9])((?:proc|sink)-[a-z0-9]+(?:-[a-z0-9]+)*)/;

/** The kind a file name names, or the name of a plugin the interface has no schema for. */
export function kindFromName(fileName: string): KindId | { unsupported: string } | undefined {
  // A file's check asks for its name's kind several times in a row: the last answer is kept.
  if (fileName === lastName) return lastKind;
  lastKind = kindOfName(fileName);
  lastName = fileName;
  return lastKind;
}

let lastName: string | undefined;
let lastKind: ReturnType<typeof kindOfName>;

function kindOfName(fileName: string): KindId | { unsupported: string } | undefined {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1).toLowerCase();
  // The first id in `ids` that stands in the name as a whole word (nothing in a-z0-9 on either
  // side), wherever it stands. Each place a word begins with an id's first part is tried against
  // the ids before the best found so far; a folder of configs runs this once per file, in code not
  // yet optimised, so with no regular expression and no array made.
  let best = ids.length;
  for (let s = 0; s < starts.length; s++) {
    const start = starts[s]!;
    for (let at = base.indexOf(start); at !== -1; at = base.indexOf(start, at + 1)) {
      if (isWordChar(base.charCodeAt(at - 1))) continue;
      for (let i = 0; i < best; i++) {
        const id = ids[i]!;
        if (base.startsWith(id, at) && !isWordChar(base.charCodeAt(at + id.length))) {
          best = i;
          break;
        }
      }
    }
  }
  if (best < ids.length) return ids[best]!;
  const other = pluginName.exec(base);
  return other ? { unsupported: other[1]! } : undefined;
}
