/** Reads an input's text, turning every I/O failure into a one-line message. */
import { readFileSync } from 'node:fs';
import { formatOfPath, parseJson, parseSource, type SourceFormat } from '../parse/index.js';
import { ioMessage } from '../io-message.js';
import type { Input } from './inputs.js';

/** The name shown for standard input. */
export const stdinName = '<stdin>';

/** Text of an input, or the reason it could not be read. */
export function readInput(input: Exclude<Input, { emptyFolder: string }>): { name: string; text: string } | { name: string; error: string } {
  const name = 'stdin' in input ? stdinName : input.path;
  try {
    const text = readFileSync('stdin' in input ? 0 : input.path, 'utf8');
    return { name, text };
  } catch (error) {
    return { name, error: ioMessage(error) };
  }
}


/**
 * The format of an input: by file name, and for standard input by content. Text that starts like
 * JSON is JSON, unless it is not valid JSON but valid YAML (flow style: `{a: 1}`).
 */
export async function sourceFormatOf(name: string, text: string): Promise<SourceFormat> {
  if (name !== stdinName) return formatOfPath(name);
  if (!/^\uFEFF?\s*[{[]/.test(text) && text.trim() !== '') return 'yaml';
  if (!parseJson(text).diagnostics.some((d) => d.severity === 'error')) return 'json';
  const yaml = await parseSource(text, 'yaml');
  return yaml.value !== undefined && !yaml.diagnostics.some((d) => d.severity === 'error') ? 'yaml' : 'json';
}
