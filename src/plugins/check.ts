/**
 * The one pipeline behind `agentconf lint` and `agentconf resolve`:
 * read text -> parse -> detect kind -> validate -> resolve -> locate each diagnostic.
 * No Node built-ins: a UI can run it on text it holds.
 */
import { hasErrors, type Diagnostic } from '../core/diagnostic.js';
import { detectKind, isNamedNotConfig, isNotAgentConfig } from './detect.js';
import { kindFromName } from './kind-name.js';
import type { KindId } from './kinds.js';
import { kinds } from './kinds.js';
import { parseSource, type ParsedDocument, type SourceFormat } from '../core/parse/index.js';
import type { FileResult } from '../core/report.js';
import { located as locatedAll } from '../core/locate.js';
import { resolveWithTable, type ResolveReading } from './resolve/index.js';
import { defaultVariables } from '../core/variables.js';
import { CYCLE, valueProblem } from '../core/arguments.js';
import type { FastCheck } from './fast.js';
import { isPlainObject } from '../core/value.js';
import { jsonSourceText } from './source-text.js';
import { findingsCap, findingsIn, FindingsCap, isLeftOffNote } from '../core/cap.js';
import { readingParseFindings } from './reading/index.js';

/** One config text to check. */
export interface CheckInput {
  /** Name shown in results; also used to tell the kind (`*-sink-http.json`). */
  file: string;
  text: string;
  format: SourceFormat;
  /** Skip detection: check as this kind. */
  kind?: KindId;
  /**
   * Without `kind`, tell the kind from the name and content (default). False: a config whose kind
   * is known to have no schema (a deployment's `sink-log`), checked for syntax only.
   */
  detect?: boolean;
  /** The complete variable table (`variableTable(...).table`); default: the agent's defaults. */
  variables?: Readonly<Record<string, string>>;
  /**
   * False: only the findings are wanted (a lint), not the effective config. A text with no `${`
   * then skips the effective-config steps: they cannot find anything in it, because defaults and
   * inherited values each satisfy their member's schema and the plugin schemas use no keyword that
   * adding a valid member could break (a schema test holds both true). A text with `${` whose
   * variables those steps leave where they are written has their findings found on the config as
   * written (`resolve/as-written.ts`).
   */
  effective?: boolean;
  /**
   * The fast check of clean configs (`fastCheck` of `validate/fast.ts`): the same findings,
   * sooner for a config that has none from the schema. A lint of many files passes it.
   */
  fastCheck?: FastCheck;
  /** Which reading of channel inheritance the effective config follows (`ResolveOptions.reading`). */
  reading?: ResolveReading;
  /** `${variables}` stay as written in the effective config (`ResolveOptions.keepVariables`). */
  keepVariables?: boolean;
  /**
   * The most findings built (default 1000, what the command lists of a file; `Infinity` for all;
   * anything but a whole number from 1 up or `Infinity` is a `call/argument` finding).
   * Past it findings are counted, not built nor located: the result lists the first `maxFindings`
   * in document order, then one `... and N more` note per severity and code.
   */
  maxFindings?: number;
  /**
   * A file found in a folder walk or open in an editor: when it is not an agent config
   * (`isNotAgentConfig`; with `kind`, only when its name says so), the result is `skipped`, with
   * no findings.
   */
  skipNonConfig?: boolean;
  /**
   * How the user can name the kind, ending the `kind/undetected` message (default: `pass --kind
   * with one of ...`, the command's way; an editor names its own).
   */
  kindHint?: string;
}

/** Findings with positions, and the effective config when there are no errors. */
export interface CheckOutput {
  result: FileResult;
  /** The parsed document (value and positions), for checks that look across files. */
  parsed: ParsedDocument;
  /** The effective config; undefined when the file has errors or was not schema-checked. */
  effective?: unknown;
}

/** Runs the whole pipeline on one text. Never throws for bad input. */
export async function checkSource(input: CheckInput): Promise<CheckOutput> {
  const cap = findingsCap(input.maxFindings);
  // An invalid cap is reported by checkParsed; the parse then builds the default's worth.
  return checkParsed(input, await parseSource(input.text, input.format, cap instanceof FindingsCap ? cap.max : undefined));
}

/**
 * The pipeline after parsing, on `input`'s text parsed (`parseSource`): synchronous, so a caller
 * with JSON text (parsed by `parseJsonText`) need not wait a turn per file.
 */
export function checkParsed(input: CheckInput, parsed: ParsedDocument): CheckOutput {
  const file = input.file;
  const cap = findingsCap(input.maxFindings);
  if (!(cap instanceof FindingsCap)) return { result: { file, diagnostics: [cap] }, parsed };
  const located = (diagnostics: Diagnostic[], doc: ParsedDocument) => locatedFindings(diagnostics, doc, cap);
  if (input.skipNonConfig && isSkipped(input, parsed.value)) return { result: { file, skipped: true, diagnostics: [] }, parsed };
  if (parsed.value === undefined) {
    return { result: { file, diagnostics: located(parsed.diagnostics, parsed) }, parsed };
  }
  if (!isPlainObject(parsed.value)) {
    const what = Array.isArray(parsed.value) ? 'an array' : parsed.value === null ? 'null' : `a ${typeof parsed.value}`;
    const d: Diagnostic = { severity: 'error', code: 'parse/not-object', message: `a plugin config must be an object, not ${what}`, pointer: '' };
    return { result: { file, ...(input.kind ? { kind: input.kind } : {}), diagnostics: located([...parsed.diagnostics, d], parsed) }, parsed };
  }
  let kind = input.kind;
  let byMembers = false;
  if (!kind && input.detect === false) {
    return { result: { file, diagnostics: located(parsed.diagnostics, parsed) }, parsed };
  }
  if (!kind) {
    const detection = detectKind(file, parsed.value);
    if ('unsupported' in detection) {
      const note: Diagnostic = {
        severity: 'info',
        code: 'kind/unsupported',
        message: `the interface publishes no schema for ${detection.unsupported}: checked for syntax only`,
        pointer: '',
      };
      return { result: { file, diagnostics: located([...parsed.diagnostics, note], parsed) }, parsed };
    }
    if ('undetected' in detection) {
      const hint = detection.suggestion
        ? `the file name looks like ${detection.suggestion} misspelt`
        : detection.candidates.length
          ? `it could be ${detection.candidates.join(' or ')}`
          : "no kind's distinctive members are present";
      const d: Diagnostic = {
        severity: 'error',
        code: 'kind/undetected',
        message: `cannot tell which plugin this config is for (${hint}); ${input.kindHint ?? `pass --kind with one of ${kinds.map((k) => k.id).join(', ')}`}`,
        pointer: '',
        ...(detection.suggestion ? { suggestion: detection.suggestion } : {}),
      };
      return { result: { file, diagnostics: located([...parsed.diagnostics, d], parsed) }, parsed };
    }
    kind = detection.kind;
    // Not the name: the members only that kind has told it.
    byMembers = typeof kindFromName(file) !== 'string';
  }
  // A parsed value is JSON data, but a YAML alias can make it hold itself.
  const problem = parsed.jsonData ? undefined : valueProblem(parsed.value);
  if (problem) {
    const message = problem.message === CYCLE ? 'this alias refers to a node it is part of (a cycle); a config cannot hold itself' : problem.message;
    const d: Diagnostic = { ...problem, code: problem.code === 'call/argument' ? 'parse/syntax' : problem.code, message };
    return { result: { file, kind, ...(byMembers ? { kindFrom: 'members' as const } : {}), diagnostics: located([...parsed.diagnostics, d], parsed) }, parsed };
  }
  const value = parsed.value;
  // A backslash may spell `${` as an escape (`\u0024{`): such texts take the whole path too.
  const needEffective = input.effective !== false || input.text.includes('${') || input.text.includes('\\');
  const resolved = resolveWithTable(kind, value, input.variables ?? defaultVariables(), [], {
    copy: parsed.copy,
    needEffective,
    findingsOnly: input.effective === false,
    fastCheck: input.fastCheck,
    cap,
    source: input.format === 'json' ? jsonSourceText(input.text, parsed) : undefined,
    reading: input.reading,
    keepVariables: input.keepVariables,
  });
  // The agent reads JSON: its plugin's reader says what a duplicate key does (`reading/`).
  const parseFindings = input.format === 'json' ? readingParseFindings(kind, parsed.diagnostics) : parsed.diagnostics;
  const diagnostics = located(parseFindings.concat(resolved.diagnostics), parsed);
  return {
    result: { file, kind, ...(byMembers ? { kindFrom: 'members' as const } : {}), diagnostics },
    parsed,
    ...(hasErrors(diagnostics) || resolved.value === undefined ? {} : { effective: resolved.value }),
  };
}

/** Whether `value`, parsed from `input`, is no agent config: with a kind given, only its name can say so. */
function isSkipped(input: CheckInput, value: unknown): boolean {
  if (input.kind === undefined) return isNotAgentConfig(input.file, value);
  return kindFromName(input.file) === undefined && isNamedNotConfig(input.file);
}

/**
 * `diagnostics` of a config parsed as `doc`, each with its position, in document order, the
 * first `cap.max` listed and a note per code of those left off: what a check reports.
 */
export function locatedFindings(diagnostics: Diagnostic[], doc: ParsedDocument, cap: FindingsCap): Diagnostic[] {
  return capped(locatedAll(countNotes(diagnostics, cap), doc), cap);
}

/** `diagnostics` without the parser's notes of findings left off, which `cap` counts instead. */
function countNotes(diagnostics: Diagnostic[], cap: FindingsCap): Diagnostic[] {
  if (!diagnostics.some(isLeftOffNote)) return diagnostics;
  return diagnostics.filter((d) => {
    if (!isLeftOffNote(d)) return true;
    cap.leave(d.severity, d.code, findingsIn(d));
    return false;
  });
}

/** The first `cap.max` of `diagnostics` (in document order), then a note per code left off. */
function capped(diagnostics: Diagnostic[], cap: FindingsCap): Diagnostic[] {
  const listed = cap.trim(diagnostics);
  return cap.total === 0 ? listed : listed.concat(cap.notes());
}
