/** Reading data files, and freezing values to prove nothing writes to an input. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';
import { fixturesDir, hasReference, referenceDir, repoRoot } from './paths.js';

/** Every file under a folder whose name matches `names`, recursively, sorted (fixtures' expected diagnostics left out). */
export function dataFiles(dir: string, names: RegExp = /\.(json|ya?ml)$/): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return dataFiles(path, names);
      return names.test(name) && !name.endsWith('.diagnostics.json') ? [path] : [];
    });
}

/** Every fixture, example and (when present) reference config whose name matches `names`. */
export const everyConfigFile = (names?: RegExp): string[] => [
  ...dataFiles(fixturesDir, names),
  ...dataFiles(join(repoRoot, 'examples'), names),
  ...(hasReference ? dataFiles(join(referenceDir, 'configs'), names) : []),
];

/** Reads a JSON or YAML data file. */
export function readData(path: string): unknown {
  const text = readFileSync(path, 'utf8');
  // Merge keys (`<<: *defaults`) as agentconf reads them.
  return /\.ya?ml$/.test(path) ? YAML.parse(text, { merge: true }) : JSON.parse(text);
}

/** Reads a JSON file. */
export const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** A deep-frozen value (objects and arrays), for checking nothing writes to an input. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}
