/**
 * Reads a settings file: bounded read, JSON or YAML with positions, the published schema's
 * generated validator, then what a schema cannot say (a rule name must be a code or a family
 * agentconf has; a glob must be one it can read). Every problem is a usage error naming the file,
 * line and column, with a "did you mean" for a misspelt key, code or level.
 */
import { lstatSync, realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { mapAjvErrors, type AjvError } from '../../core/ajv-errors.js';
import { compileGlob, globProblem } from '../../core/glob.js';
import { boundText, groupDigits } from '../../core/message.js';
import { formatOfPath, parseSource } from '../../core/parse/index.js';
import { isRuleName, type RuleLevels } from '../../core/rule-levels.js';
import { closest } from '../../core/suggest.js';
import { isWithin, readFileText } from '../../files/read-text.js';
import { printable, printableJson } from '../../core/printable.js';
import { ruleDescriptions } from '../../format/rules.js';
import { validateSettings } from '../../../generated/settings/validator.js';
import { UsageError } from '../usage.js';
import type { Settings } from './model.js';

const codes = Object.keys(ruleDescriptions);
const families = [...new Set(codes.map((c) => `${c.slice(0, c.indexOf('/'))}/*`))];

/** The members each closed object allows, for "did you mean" on an unknown one. */
function allowedAt(pointer: string): string[] {
  if (pointer === '') return ['$schema', 'rules', 'overrides', 'ignorePatterns', 'options'];
  if (pointer === '/options') return ['agent', 'var', 'agentConfig', 'format', 'strict', 'quiet', 'maxWarnings'];
  if (/^\/overrides\/\d+$/.test(pointer)) return ['files', 'rules'];
  return [];
}

type Validator = ((data: unknown) => boolean) & { errors?: AjvError[] | null };

/** The settings in `path`; a `UsageError` for anything wrong with it. */
export async function loadSettings(path: string): Promise<Settings> {
  const folder = dirname(resolve(path));
  const link = linkProblem(path, folder);
  if (link) throw new UsageError(`settings file ${printable(path)}: ${link}`);
  // The link check again where the file is opened: nothing outside the folder is read.
  const read = readFileText(path, { within: folder });
  if ('error' in read) throw new UsageError(`settings file ${printable(path)}: ${read.error}`);
  const parsed = await parseSource(read.text, formatOfPath(path));
  const at = (pointer: string, key = false) => {
    const p = parsed.locate(pointer, { key });
    return p ? `${path}:${p.line}:${p.column}` : path;
  };
  const syntax = parsed.diagnostics.find((d) => d.severity === 'error');
  if (syntax) throw new UsageError(`${path}:${syntax.line ?? 1}:${syntax.column ?? 1}: ${syntax.message}`);
  const value = parsed.value ?? {};
  const validate = validateSettings as unknown as Validator;
  const problems: string[] = [];
  if (!validate(value)) {
    for (const d of mapAjvErrors(validate.errors, value, allowedAt, 'the settings'))
      problems.push(`${at(d.pointer, d.code === 'schema/additional' || d.code === 'key/unknown')}: ${d.message}`);
  } else {
    problems.push(...ruleNameProblems(value as Settings, at));
  }
  if (problems.length > 0) {
    const more = problems.length > 5 ? `; and ${problems.length - 5} more` : '';
    throw new UsageError(`${problems.slice(0, 5).join('; ')}${more}`);
  }
  return { ...(value as Settings), folder, path };
}

/**
 * Why a settings file that is a symbolic link is not read: one that loops or leads nowhere, or
 * one whose target lies outside the folder holding it (the folder the settings apply to), since
 * a parse error would quote the target's first bytes (`-> ../secret.env`, `-> /etc/passwd`).
 * The message names nothing of the target.
 */
function linkProblem(path: string, folder: string): string | undefined {
  if (lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink() !== true) return undefined;
  let real: string;
  try {
    real = realpathSync(path);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ELOOP'
      ? 'is a symbolic link that loops; agentconf does not read it'
      : 'is a symbolic link that leads nowhere; agentconf does not read it';
  }
  return isWithin(real, realpathSync(folder))
    ? undefined
    : 'is a symbolic link that leads outside the folder holding it; agentconf reads a settings file only from inside that folder';
}

/** The most characters the globs of one settings file expand to together (each is bounded too: `core/glob.ts`). */
const MAX_GLOB_CHARS = 1024 * 1024;
const tooManyGlobs = `takes the settings file's globs past ${groupDigits(MAX_GLOB_CHARS)} characters of alternatives together; use fewer or shorter globs`;

/** `/overrides/0/files/2` as a reader writes it: `overrides[0].files[2]`. */
const settingName = (pointer: string) =>
  pointer
    .slice(1)
    .replace(/\/(\d+)/g, '[$1]')
    .replace(/\//g, '.');

/** Rule names that are no code or family, and globs that cannot be read. */
function ruleNameProblems(settings: Settings, at: (pointer: string, key?: boolean) => string): string[] {
  const out: string[] = [];
  const checkRules = (rules: RuleLevels | undefined, base: string) => {
    for (const name of Object.keys(rules ?? {})) {
      if (isRuleName(name, codes)) continue;
      const meant = closest(name, name.endsWith('/*') ? families : codes);
      out.push(
        `${at(`${base}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`, true)}: "${name}" is no diagnostic code or family${meant ? ` (did you mean "${meant}"?)` : ''}; see agentconf rules`,
      );
    }
  };
  let globChars = 0;
  const checkGlobs = (globs: readonly string[] | undefined, base: string) =>
    (globs ?? []).forEach((g, i) => {
      const pointer = `${base}/${i}`;
      const glob = compileGlob(g);
      const problem = glob === undefined ? globProblem(g) : (globChars += glob.size) > MAX_GLOB_CHARS ? tooManyGlobs : undefined;
      if (problem) out.push(`${at(pointer)}: ${settingName(pointer)}: the glob ${printableJson(JSON.stringify(boundText(g, 80)))} ${problem}`);
    });
  checkRules(settings.rules, '/rules');
  checkGlobs(settings.ignorePatterns, '/ignorePatterns');
  (settings.overrides ?? []).forEach((o, i) => {
    checkRules(o.rules, `/overrides/${i}/rules`);
    checkGlobs(o.files, `/overrides/${i}/files`);
  });
  return out;
}
