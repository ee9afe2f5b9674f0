/**
 * The one pipeline behind `agentconf lint` and `agentconf resolve`:
 * read text -> parse -> detect kind -> validate -> resolve -> locate each diagnostic.
 * No Node built-ins: a UI can run it on text it holds.
 */
import { hasErrors } from '../core/diagnostic.js';
import { detectKind, isNamedNotConfig, isNotAgentConfig } from './detect.js';
import { kindFromName } from './kind-name.js';
import { kinds } from './kinds.js';
import { parseSource } from '../core/parse/index.js';
import { located as locatedAll } from '../core/locate.js';
import { resolveWithTable } from './resolve/index.js';
import { defaultVariables } from '../core/variables.js';
import { CYCLE, valueProblem } from '../core/arguments.js';
import { isPlainObject } from '../core/value.js';
import { jsonSourceText } from './source-text.js';
import { findingsCap, findingsIn, FindingsCap, isLeftOffNote } from '../core/cap.js';
import { readingParseFindings } from './reading/index.js';
/** Runs the whole pipeline on one text. Never throws for bad input. */
export async function checkSource(input) {
    const cap = findingsCap(input.maxFindings);
    // An invalid cap is reported by checkParsed; the parse then builds the default's worth.
    return checkParsed(input, await parseSource(input.text, input.format, cap instanceof FindingsCap ? cap.max : undefined));
}
/**
 * The pipeline after parsing, on `input`'s text parsed (`parseSource`): synchronous, so a caller
 * with JSON text (parsed by `parseJsonText`) need not wait a turn per file.
 */
export function checkParsed(input, parsed) {
    const file = input.file;
    const cap = findingsCap(input.maxFindings);
    if (!(cap instanceof FindingsCap))
        return { result: { file, diagnostics: [cap] }, parsed };
    const located = (diagnostics, doc) => locatedFindings(diagnostics, doc, cap);
    if (input.skipNonConfig && isSkipped(input, parsed.value))
        return { result: { file, skipped: true, diagnostics: [] }, parsed };
    if (parsed.value === undefined) {
        return { result: { file, diagnostics: located(parsed.diagnostics, parsed) }, parsed };
    }
    if (!isPlainObject(parsed.value)) {
        const what = Array.isArray(parsed.value) ? 'an array' : parsed.value === null ? 'null' : `a ${typeof parsed.value}`;
        const d = { severity: 'error', code: 'parse/not-object', message: `a plugin config must be an object, not ${what}`, pointer: '' };
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
            const note = {
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
            const d = {
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
        const d = { ...problem, code: problem.code === 'call/argument' ? 'parse/syntax' : problem.code, message };
        return { result: { file, kind, ...(byMembers ? { kindFrom: 'members' } : {}), diagnostics: located([...parsed.diagnostics, d], parsed) }, parsed };
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
        result: { file, kind, ...(byMembers ? { kindFrom: 'members' } : {}), diagnostics },
        parsed,
        ...(hasErrors(diagnostics) || resolved.value === undefined ? {} : { effective: resolved.value }),
    };
}
/** Whether `value`, parsed from `input`, is no agent config: with a kind given, only its name can say so. */
function isSkipped(input, value) {
    if (input.kind === undefined)
        return isNotAgentConfig(input.file, value);
    return kindFromName(input.file) === undefined && isNamedNotConfig(input.file);
}
/**
 * `diagnostics` of a config parsed as `doc`, each with its position, in document order, the
 * first `cap.max` listed and a note per code of those left off: what a check reports.
 */
export function locatedFindings(diagnostics, doc, cap) {
    return capped(locatedAll(countNotes(diagnostics, cap), doc), cap);
}
/** `diagnostics` without the parser's notes of findings left off, which `cap` counts instead. */
function countNotes(diagnostics, cap) {
    if (!diagnostics.some(isLeftOffNote))
        return diagnostics;
    return diagnostics.filter((d) => {
        if (!isLeftOffNote(d))
            return true;
        cap.leave(d.severity, d.code, findingsIn(d));
        return false;
    });
}
/** The first `cap.max` of `diagnostics` (in document order), then a note per code left off. */
function capped(diagnostics, cap) {
    const listed = cap.trim(diagnostics);
    return cap.total === 0 ? listed : listed.concat(cap.notes());
}
