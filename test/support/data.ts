/** Reading data files, and freezing values to prove nothing writes to an input. */
import { readFileSync } from 'node:fs';
import YAML from 'yaml';

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
