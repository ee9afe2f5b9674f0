/**
 * The `agentconf` command: argv -> options -> pipeline -> formatter -> exit code. No checking
 * logic lives here; every problem with the command line is one line on stderr and exit code 2.
 */
import type { ParseArgsConfig } from 'node:util';
import { parseArguments } from './arguments.js';
import { getFormatter, formatNames, type Formatter } from '../format/index.js';
import { isKindId, kinds, type KindId } from '../plugins/kinds.js';
import { boundText } from '../core/message.js';
import { closest } from '../core/suggest.js';
import { runLint } from './lint.js';
import { packageVersion } from './package.js';
import { graphHelp, kindsHelp, lintHelp, mainHelp, openapiHelp, receiveHelp, recordsHelp, resolveHelp, schemaHelp, isUsageError, UsageError } from './usage.js';
import { useColor, writeAll } from './stdio.js';
import { cliVariables } from './variables.js';

// Commands other than a plain lint load their modules on demand: a CI lint of one file should
// pay only for what it runs.
const deployment = () => import('./deployment.js');

/** What a command produced: the CLI prints it and exits with the code. */
export interface Outcome {
  stdout: string;
  stderr?: string;
  exitCode: number;
}

const commands = ['lint', 'resolve', 'records', 'receive', 'schema', 'kinds', 'graph', 'openapi'];

const common = {
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
} as const;

const varOptions = {
  var: { type: 'string', multiple: true },
  'agent-config': { type: 'string' },
} as const;

function parse<T extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: T) {
  let parsed;
  try {
    parsed = parseArguments(args, { ...common, ...options });
  } catch (error) {
    throw new UsageError(argumentProblem((error as Error).message));
  }
  // `--out=` and `--root ''` name nothing: say so instead of failing on an empty path later.
  for (const [name, value] of Object.entries(parsed.values)) {
    if (value === '') throw new UsageError(`option --${name} needs a value; see agentconf --help`);
  }
  return parsed;
}

/**
 * Node's parseArgs messages in our voice: one line, lower case, with where to look.
 * `Option '--kind' argument is ambiguous.\nDid you forget...` -> `option --kind needs a value`.
 */
function argumentProblem(message: string): string {
  const first = message.split(/\.\s|\n/)[0]!.replace(/\.$/, '');
  // `'-o, --out <value>'`: the long name reads best.
  const option = /'([^']*)'/.exec(first)?.[1]?.split(/[\s,]+/).filter((part) => part.startsWith('-')).pop();
  let text = first.charAt(0).toLowerCase() + first.slice(1);
  if (/argument is ambiguous|argument missing/.test(first) && option) text = `option ${option} needs a value`;
  else if (/^Unknown option/.test(first) && option) text = `unknown option ${option}`;
  else if (/does not take an argument/.test(first) && option) text = `option ${option} takes no value`;
  return `${text}; see agentconf --help`;
}

/** ` (did you mean "x"?)` when a choice is close to what was typed. */
function didYouMean(word: string, choices: readonly string[]): string {
  const meant = closest(word, choices);
  return meant ? ` (did you mean ${JSON.stringify(meant)}?)` : '';
}

/** The formatter a `--format` names (lint, records, receive take the same ones). */
function formatterOption(name: string): Formatter {
  const formatter = getFormatter(name);
  if (!formatter) throw new UsageError(`unknown format ${JSON.stringify(boundText(name, 80))}${didYouMean(name, formatNames)}; formats are ${formatNames.join(', ')}`);
  return formatter;
}

function kindOption(id: string | undefined): KindId | undefined {
  if (id === undefined) return undefined;
  if (!isKindId(id)) {
    const ids = kinds.map((k) => k.id);
    throw new UsageError(`unknown kind ${JSON.stringify(boundText(id, 80))}${didYouMean(id, ids)}; kinds are ${ids.join(', ')}`);
  }
  return id;
}

/** A whole number option in [min, max]; undefined when not given. */
function wholeNumber(option: string, text: string | undefined, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < min || n > max) throw new UsageError(`${option} takes a whole number from ${min} to ${max}, not ${JSON.stringify(text)}`);
  return n;
}

/** A positive number of seconds, in milliseconds; undefined when not given. */
function positiveSeconds(option: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n) || n <= 0 || n > 2_000_000) throw new UsageError(`${option} takes a positive number of seconds, not ${JSON.stringify(text)}`);
  return Math.round(n * 1000);
}

/** Runs one command line (without `node` and the script). */
export async function run(argv: string[]): Promise<Outcome> {
  const version = packageVersion();
  const [command, ...rest] = argv;
  if (command === undefined) throw new UsageError(`no command given; commands are ${commands.join(', ')} (see agentconf --help)`);
  if (command === '-h' || command === '--help' || command === 'help') return { stdout: mainHelp, exitCode: 0 };
  if (command === '--version' || command === '-v') return { stdout: `${version}\n`, exitCode: 0 };

  switch (command) {
    case 'lint': {
      const { values, positionals } = parse(rest, {
        ...varOptions,
        kind: { type: 'string' },
        format: { type: 'string', default: 'text' },
        strict: { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
        root: { type: 'string' },
      });
      if (values.help) return { stdout: lintHelp, exitCode: 0 };
      if (values.version) return { stdout: `${version}\n`, exitCode: 0 };
      const formatter = formatterOption(values.format);
      const kind = kindOption(values.kind);
      const folders = values.root !== undefined ? [values.root] : positionals;
      const { variables, settings, overrides, findings } = await cliVariables(values['agent-config'], values.var, folders);
      const shared = { formatter, strict: values.strict, quiet: values.quiet, color: await useColor(1), version, variables, findings };
      if (values.root !== undefined) {
        if (positionals.length) throw new UsageError('--root checks a whole deployment; give no other paths with it');
        if (kind) throw new UsageError('--kind does not apply to --root: each plugin\'s kind comes from its loader');
        const { output, exitCode } = await (await deployment()).runDeploymentCommand({
          ...shared,
          settings,
          overrides,
          root: values.root,
          mode: 'lint',
        });
        return { stdout: output, exitCode };
      }
      if (positionals.length === 0) throw new UsageError('lint needs a file, a folder or - (stdin); see agentconf lint --help');
      const { output, exitCode } = await runLint({ ...shared, paths: positionals, ...(kind ? { kind } : {}) });
      return { stdout: output, exitCode };
    }
    case 'resolve': {
      const { values, positionals } = parse(rest, {
        ...varOptions,
        kind: { type: 'string' },
        output: { type: 'string', default: 'json' },
        out: { type: 'string', short: 'o' },
      });
      if (values.help) return { stdout: resolveHelp, exitCode: 0 };
      if (values.version) return { stdout: `${version}\n`, exitCode: 0 };
      if (positionals.length !== 1) throw new UsageError('resolve takes exactly one FILE (or -); see agentconf resolve --help');
      if (values.output !== 'json' && values.output !== 'yaml') {
        throw new UsageError(`unknown output ${JSON.stringify(values.output)}; outputs are json, yaml`);
      }
      const kind = kindOption(values.kind);
      const { runResolve } = await import('./resolve.js');
      const outcome = await runResolve({
        path: positionals[0]!,
        ...(kind ? { kind } : {}),
        output: values.output,
        ...(values.out !== undefined ? { out: values.out } : {}),
        ...(await cliVariables(values['agent-config'], values.var)),
        ...(values['agent-config'] === undefined ? {} : { agentConfigPath: values['agent-config'] }),
        report: getFormatter('text')!,
        color: await useColor(2),
        version,
      });
      return { stdout: outcome.stdout, stderr: outcome.stderr, exitCode: outcome.exitCode };
    }
    case 'records': {
      const { values, positionals } = parse(rest, {
        format: { type: 'string', default: 'text' },
        framing: { type: 'string' },
        'max-problems': { type: 'string' },
        strict: { type: 'boolean', default: false },
      });
      if (values.help) return { stdout: recordsHelp, exitCode: 0 };
      if (values.version) return { stdout: `${version}\n`, exitCode: 0 };
      const formatter = formatterOption(values.format);
      const { framingNames, runRecords } = await import('./records.js');
      const framing = values.framing;
      if (framing !== undefined && !(framingNames as readonly string[]).includes(framing)) {
        throw new UsageError(`unknown framing ${JSON.stringify(framing)}${didYouMean(framing, framingNames)}; framings are ${framingNames.join(', ')}`);
      }
      const maxProblems = wholeNumber('--max-problems', values['max-problems'], 0) ?? 1000;
      if (positionals.length === 0) throw new UsageError('records needs a file or - (stdin); see agentconf records --help');
      if (positionals.filter((p) => p === '-').length > 1) throw new UsageError('stdin (-) can be read only once');
      const { output, exitCode } = await runRecords({
        paths: positionals,
        ...(framing !== undefined ? { framing: framing as (typeof framingNames)[number] } : {}),
        maxProblems,
        formatter,
        strict: values.strict,
        color: await useColor(1),
        version,
      });
      return { stdout: output, exitCode };
    }
    case 'schema': {
      const { values, positionals } = parse(rest, { catalog: { type: 'boolean', default: false }, list: { type: 'boolean', default: false } });
      if (values.help) return { stdout: schemaHelp, exitCode: 0 };
      if (values.version) return { stdout: `${version}\n`, exitCode: 0 };
      if (positionals.length > 1) throw new UsageError('schema takes one id');
      if ((values.catalog || values.list) && positionals.length) throw new UsageError(`schema --${values.catalog ? 'catalog' : 'list'} takes no id`);
      const { catalogText, schemaListText, schemaText } = await import('./schema.js');
      return { stdout: values.catalog ? catalogText() : values.list ? schemaListText() : schemaText(positionals[0]), exitCode: 0 };
    }
    case 'kinds': {
      const { values, positionals } = parse(rest, { format: { type: 'string', default: 'text' } });
      if (values.help) return { stdout: kindsHelp, exitCode: 0 };
      if (values.version) return { stdout: `${version}\n`, exitCode: 0 };
      if (positionals.length) throw new UsageError('kinds takes no arguments');
      const { kindsText } = await import('./schema.js');
      return { stdout: kindsText(values.format), exitCode: 0 };
    }
    case 'graph': {
      const { values, positionals } = parse(rest, { ...varOptions, root: { type: 'string' }, format: { type: 'string', default: 'text' } });
      if (values.help) return { stdout: graphHelp, exitCode: 0 };
      if (values.version) return { stdout: `${version}\n`, exitCode: 0 };
      if (values.root === undefined || positionals.length) throw new UsageError('graph needs --root DIR and nothing else; see agentconf graph --help');
      if (values.format !== 'text' && values.format !== 'mermaid') {
        throw new UsageError(`unknown format ${JSON.stringify(values.format)} for graph; formats are text, mermaid`);
      }
      const { output, stderr, exitCode } = await (await deployment()).runDeploymentCommand({
        root: values.root,
        mode: values.format,
        version,
        color: await useColor(2),
        ...(await cliVariables(values['agent-config'], values.var, [values.root])),
      });
      return { stdout: output, ...(stderr ? { stderr } : {}), exitCode };
    }
    case 'openapi': {
      const { values, positionals } = parse(rest, { output: { type: 'string', default: 'json' } });
      if (values.help) return { stdout: openapiHelp, exitCode: 0 };
      if (values.version) return { stdout: `${version}\n`, exitCode: 0 };
      if (positionals.length > 1) throw new UsageError('openapi takes one API: datafeeds, events or integrator');
      const { openApiText } = await import('./openapi.js');
      return { stdout: await openApiText(positionals[0], values.output), exitCode: 0 };
    }
    case 'receive': {
      const { values, positionals } = parse(rest, {
        ...varOptions,
        port: { type: 'string', default: '8080' },
        host: { type: 'string' },
        count: { type: 'string' },
        duration: { type: 'string' },
        format: { type: 'string', default: 'text' },
        save: { type: 'string' },
        root: { type: 'string' },
        reject: { type: 'boolean', default: false },
        strict: { type: 'boolean', default: false },
        'max-problems': { type: 'string' },
        'max-body': { type: 'string' },
        timeout: { type: 'string' },
      });
      if (values.help) return { stdout: receiveHelp, exitCode: 0 };
      if (values.version) return { stdout: `${version}\n`, exitCode: 0 };
      if (positionals.length) throw new UsageError('receive takes no paths; see agentconf receive --help');
      const formatter = formatterOption(values.format);
      const { settings, overrides, findings } = await cliVariables(values['agent-config'], values.var, values.root !== undefined ? [values.root] : []);
      const port = wholeNumber('--port', values.port, 0, 65535)!;
      const count = wholeNumber('--count', values.count, 1);
      const duration = positiveSeconds('--duration', values.duration);
      const timeout = positiveSeconds('--timeout', values.timeout);
      const maxBody = wholeNumber('--max-body', values['max-body'], 1);
      const { runReceive } = await import('./receive.js');
      const { output, exitCode } = await runReceive({
        port,
        ...(values.host !== undefined ? { host: values.host } : {}),
        ...(count !== undefined ? { count } : {}),
        ...(duration !== undefined ? { duration } : {}),
        ...(values.save !== undefined ? { save: values.save } : {}),
        ...(values.root !== undefined ? { root: values.root } : {}),
        reject: values.reject,
        strict: values.strict,
        maxProblems: wholeNumber('--max-problems', values['max-problems'], 0) ?? 1000,
        settings,
        overrides,
        findings,
        limits: { ...(timeout !== undefined ? { timeout } : {}), ...(maxBody !== undefined ? { maxBody: maxBody * 2 ** 20, maxDecoded: 4 * maxBody * 2 ** 20 } : {}) },
        formatter,
        live: values.format === 'text',
        color: await useColor(1),
        version,
      });
      return { stdout: output, exitCode };
    }
    default:
      throw new UsageError(`unknown command ${JSON.stringify(boundText(command, 80))}${didYouMean(command, commands)}; commands are ${commands.join(', ')}`);
  }
}

/** Runs the process: prints, sets the exit code, and turns any failure into one line. */
export async function main(argv: string[]): Promise<void> {
  try {
    const outcome = await run(argv);
    process.exitCode = outcome.exitCode;
    if (outcome.stdout) writeAll(1, outcome.stdout);
    if (outcome.stderr) writeAll(2, outcome.stderr);
  } catch (error) {
    if (isUsageError(error)) {
      writeAll(2, `agentconf: ${error.message}\n`);
      process.exitCode = 2;
    } else {
      // A bug of ours, not the user's: still one line, with where to report it.
      writeAll(2, `agentconf: internal error: ${boundText(String((error as Error)?.message ?? error), 300)}\n`);
      process.exitCode = 2;
    }
  }
}
