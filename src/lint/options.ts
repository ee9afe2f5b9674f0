/**
 * What a `LintEngine` is built with, and the check of it: a wrong option is a `LintEngineError`
 * that names it, thrown by the constructor, before any file is read.
 */
import type { RuleLevels } from '../core/rule-levels.js';
import { agentTargets, type AgentTarget } from '../deploy/model.js';
import { isKindId, type KindId } from '../plugins/kinds.js';
import type { CacheStrategy } from './cache.js';
import { LintEngineError } from './errors.js';
import type { FixMode } from './fix.js';
import type { Concurrency } from './threads.js';

/**
 * Rule levels and ignore patterns, as the command builds them from `.agentconf.json` and the
 * command line (any object of this shape will do).
 */
export interface LintRules {
  /** The levels in force for `file` (a path as it was given; `commandLine` for findings on `--var` values). */
  levelsFor(file: string, commandLine?: boolean): RuleLevels;
  /** Whether a file to lint (a path as it was given) is left out. */
  ignored?(file: string): boolean;
}

/** The options of a `LintEngine`; every one may be left out. */
export interface LintEngineOptions {
  /** Check every file as this plugin kind (default: told from the name, else the content). */
  kind?: KindId;
  /**
   * Files and texts: the whole variable table for `${variables}` (default: the agent's defaults).
   * A deployment: values laid over those the folder sets (`--var`).
   */
  variables?: Readonly<Record<string, string>>;
  /** A deployment: the settings of the agent's main config (`--agent-config`). */
  settings?: Readonly<Record<string, string>>;
  /** A deployment: the agent release it runs on (`5.0`, `5.2`, `5.x`; default `5.2`). */
  agent?: AgentTarget;
  /** Rule levels per file and ignore patterns. */
  rules?: LintRules;
  /** Ignore patterns leave nothing out (`--no-ignore`). */
  noIgnore?: boolean;
  /** A file a folder walk finds that is no agent config is an error (`kind/undetected`), not skipped. */
  errorOnNonConfig?: boolean;
  /** Threads to check files on: `off` (one, the default), `auto`, or a count from 1 to 64. */
  concurrency?: Concurrency;
  /** Results of files unchanged since the last run come from this cache file (ESLint's `--cache`). */
  cache?: { location: string; strategy?: CacheStrategy };
  /** Apply the safe fixes, writing the files (`write`), or only work them out as diffs (`dry-run`). */
  fix?: FixMode;
  /** The name standard input (`-` among the paths) goes by: its kind, format and place in messages. */
  stdinFilename?: string;
  /** Results keep the text of each file with findings (`text`), for code frames; default false. */
  texts?: boolean;
}

/** The options once checked: the cache's strategy filled in. */
export type CheckedOptions = Omit<LintEngineOptions, 'cache' | 'variables'> & {
  variables?: Record<string, string>;
  cache?: { location: string; strategy: CacheStrategy };
};

const known = new Set([
  'kind',
  'variables',
  'settings',
  'agent',
  'rules',
  'noIgnore',
  'errorOnNonConfig',
  'concurrency',
  'cache',
  'fix',
  'stdinFilename',
  'texts',
]);

const fail = (message: string): never => {
  throw new LintEngineError(message);
};

/** `options` checked and copied (the engine never reads the caller's object again). */
export function checkOptions(options: unknown): CheckedOptions {
  if (options === undefined) return {};
  if (options === null || typeof options !== 'object' || Array.isArray(options)) return fail('the options of LintEngine must be an object');
  const given = options as Record<string, unknown>;
  for (const name of Object.keys(given)) if (!known.has(name)) fail(`LintEngine has no option ${JSON.stringify(name)}; its options: ${[...known].join(', ')}`);
  const out: CheckedOptions = {};
  const { kind, variables, settings, agent, rules, concurrency, cache, fix, stdinFilename } = given;
  if (kind !== undefined) out.kind = typeof kind === 'string' && isKindId(kind) ? kind : fail(`kind ${JSON.stringify(String(kind))} is no plugin kind`);
  if (variables !== undefined) out.variables = table('variables', variables);
  if (settings !== undefined) out.settings = table('settings', settings);
  if (agent !== undefined)
    out.agent = (agentTargets as readonly unknown[]).includes(agent) ? (agent as AgentTarget) : fail(`agent must be one of ${agentTargets.join(', ')}`);
  if (rules !== undefined) {
    const r = rules as Partial<LintRules> | null;
    if (r === null || typeof r !== 'object' || typeof r.levelsFor !== 'function' || (r.ignored !== undefined && typeof r.ignored !== 'function'))
      fail('rules must be an object with a levelsFor(file) function and, optionally, ignored(file)');
    out.rules = r as LintRules;
  }
  for (const flag of ['noIgnore', 'errorOnNonConfig', 'texts'] as const) {
    if (given[flag] === undefined) continue;
    if (typeof given[flag] !== 'boolean') fail(`${flag} must be a boolean`);
    if (given[flag]) out[flag] = true;
  }
  if (concurrency !== undefined) {
    const ok =
      concurrency === 'auto' ||
      concurrency === 'off' ||
      (typeof concurrency === 'number' && Number.isInteger(concurrency) && concurrency >= 1 && concurrency <= 64);
    out.concurrency = ok ? (concurrency as Concurrency) : fail(`concurrency must be 'off', 'auto' or a whole number from 1 to 64, not ${String(concurrency)}`);
  }
  if (cache !== undefined) {
    const c = cache as { location?: unknown; strategy?: unknown } | null;
    if (c === null || typeof c !== 'object' || typeof c.location !== 'string' || c.location === '') fail('cache must be an object with a location (a path)');
    const strategy = c!.strategy ?? 'metadata';
    if (strategy !== 'metadata' && strategy !== 'content') fail(`cache.strategy must be 'metadata' or 'content', not ${String(strategy)}`);
    out.cache = { location: c!.location as string, strategy: strategy as CacheStrategy };
  }
  if (fix !== undefined) out.fix = fix === 'write' || fix === 'dry-run' ? fix : fail(`fix must be 'write' or 'dry-run', not ${String(fix)}`);
  if (stdinFilename !== undefined) out.stdinFilename = typeof stdinFilename === 'string' ? stdinFilename : fail('stdinFilename must be a string');
  if (out.cache && out.fix) fail('cache keeps the results of a lint and fix rewrites files: use them apart');
  const threads = out.concurrency !== undefined && out.concurrency !== 'off' && out.concurrency !== 1;
  if (threads && out.cache) fail('the cache is kept on one thread: give no concurrency with it');
  if (threads && out.fix) fail('fixes are applied a file at a time: give no concurrency with them');
  return out;
}

/** A table of name -> string, copied. */
function table(name: string, value: unknown): Record<string, string> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return fail(`${name} must be an object of name -> string`);
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value)) out[key] = typeof v === 'string' ? v : fail(`${name}.${key} must be a string`);
  return out;
}
