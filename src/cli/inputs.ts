/** Turns PATH arguments into the list of files to read: folders recursively, `-` for stdin. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const configFile = /\.(json|ya?ml)$/i;

/** One input: a file path, or standard input. */
export type Input = { path: string } | { stdin: true };

/** Files under a folder, sorted, skipping hidden folders and node_modules. */
function walk(dir: string, out: string[]): void {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.') && entry.name !== 'node_modules') walk(path, out);
    } else if (entry.isFile() && configFile.test(entry.name)) {
      out.push(path);
    }
  }
}

/**
 * Expands the arguments. A path that does not exist is kept as a file input: reading it then
 * reports the problem in the results, so the other inputs are still checked.
 */
export function expandInputs(args: readonly string[]): Input[] {
  const out: Input[] = [];
  for (const arg of args) {
    if (arg === '-') {
      out.push({ stdin: true });
      continue;
    }
    let isDir = false;
    try {
      isDir = statSync(arg).isDirectory();
    } catch {
      // reported when read
    }
    if (isDir) {
      const files: string[] = [];
      walk(arg, files);
      out.push(...files.map((path) => ({ path })));
    } else {
      out.push({ path: arg });
    }
  }
  return out;
}
