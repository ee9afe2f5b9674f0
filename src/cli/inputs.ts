/** Turns PATH arguments into the list of files to read: folders recursively, `-` for stdin. */
import { readdirSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';

const configFile = /\.(json|ya?ml)$/i;

/** One input: a file path, standard input, or a folder that held nothing to check. */
export type Input = { path: string } | { stdin: true } | { emptyFolder: string };

function stat(path: string) {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/**
 * Config files under a folder, sorted. Symbolic links are followed (deployments link configs
 * into place); a folder already visited is not walked again, so a link loop ends. Hidden
 * folders and node_modules are skipped.
 */
function walk(dir: string, out: string[], seen: Set<string>): void {
  let real: string;
  try {
    real = realpathSync(dir);
  } catch {
    return;
  }
  if (seen.has(real)) return;
  seen.add(real);
  const names = readdirSync(dir).sort();
  for (const name of names) {
    const path = join(dir, name);
    const info = stat(path);
    if (info?.isDirectory()) {
      if (!name.startsWith('.') && name !== 'node_modules') walk(path, out, seen);
    } else if (info?.isFile() && configFile.test(name)) {
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
    } else if (stat(arg)?.isDirectory()) {
      const files: string[] = [];
      walk(arg, files, new Set());
      out.push(...(files.length ? files.map((path) => ({ path })) : [{ emptyFolder: arg }]));
    } else {
      out.push({ path: arg });
    }
  }
  return out;
}
