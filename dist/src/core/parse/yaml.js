/**
 * YAML sources, parsed with the `yaml` package. This module is loaded lazily (see `index.ts`) so
 * that JSON-only runs never pay for loading `yaml`.
 */
import { LineCounter, isScalar, parseDocument } from 'yaml';
import { byPosition } from '../diagnostic.js';
import { stripBom } from '../bytes.js';
import { MAX_DEPTH } from './document.js';
import { DUPLICATE_KEY_SUGGESTION, EMPTY_MESSAGE, describeCharAt, parseError, tooDeepMessage } from './diagnostics.js';
import { createPositionOf } from './lines.js';
import { locator } from './location.js';
import { findExcessiveNesting } from './yaml-depth.js';
import { FindingsCap } from '../cap.js';
import { MAX_ALIAS_COUNT, pointerAt, pointerOf, walkTree } from './yaml-tree.js';
const START = { line: 1, column: 1 };
const TOO_DEEP_TO_PARSE = 'values are nested too deeply to parse';
/**
 * Parses YAML text holding one document. Never throws: every problem becomes a diagnostic.
 * Duplicate keys are reported and the last one wins; any other error leaves the value undefined.
 * Keys that are not strings become strings (as in JavaScript objects), and `__proto__` becomes an
 * own property rather than a prototype.
 */
export function parseYaml(text, maxFindings) {
    if (typeof text !== 'string')
        return failed(parseError('parse/syntax', 'the source is not text', '', START));
    const source = stripBom(text);
    try {
        return parseChecked(source, maxFindings);
    }
    catch (error) {
        // The yaml package may still fail in ways it does not report (a stack overflow, say).
        return failed(caughtError(error, ''));
    }
}
/** C0 controls other than tab, LF and CR, and DEL: YAML forbids them; they mean a binary file. */
const forbiddenChar = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
function parseChecked(source, maxFindings) {
    const binaryAt = source.search(forbiddenChar);
    if (binaryAt >= 0) {
        return failed(parseError('parse/syntax', `unexpected ${describeCharAt(source, binaryAt)}: YAML text cannot hold it (is this a binary file?)`, '', createPositionOf(source)(binaryAt)));
    }
    const tooDeepAt = findExcessiveNesting(source, MAX_DEPTH);
    if (tooDeepAt >= 0) {
        return failed(parseError('parse/too-deep', tooDeepMessage(MAX_DEPTH), '', createPositionOf(source)(tooDeepAt), 'flatten the structure'));
    }
    const lineCounter = new LineCounter();
    const doc = parseDocument(source, {
        lineCounter,
        // The duplicate-key check is the walk's (walkTree): the package's compares each key with every
        // earlier one (100,000 keys took 124 s).
        uniqueKeys: false,
        // YAML 1.2 (the core schema), plus the merge keys of YAML 1.1 (`<<: *defaults`), which
        // authoring files use: the keys of the merged map come first, the map's own keys win.
        schema: 'core',
        merge: true,
        prettyErrors: false,
        // 'silent' would also drop the multiple-documents error; 'error' only keeps the yaml
        // package from printing warnings to the console.
        logLevel: 'error',
    });
    const positionOf = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return { line, column: col };
    };
    if (doc.errors.length === 0 && isEmpty(doc)) {
        return failed(parseError('parse/empty', EMPTY_MESSAGE, '', START));
    }
    // The walk builds its first `maxFindings` findings and counts the rest; the package's own
    // errors are built by the package anyway, and the merged list is trimmed below.
    const cap = new FindingsCap(maxFindings);
    const walk = walkTree(doc, positionOf, cap);
    let diagnostics = [...walk.diagnostics];
    for (const error of doc.errors) {
        if (error.code === 'DUPLICATE_KEY' && walk.duplicateKeysAt.has(error.pos[0]))
            continue;
        diagnostics.push(fromYamlError(error, 'error', doc, positionOf));
    }
    for (const warning of doc.warnings)
        diagnostics.push(fromYamlError(warning, 'warning', doc, positionOf));
    diagnostics.sort(byPosition);
    // Running out of stack leaves one report per abandoned level, and possibly consequential
    // syntax errors; the first is the one that matters.
    const tooDeep = diagnostics.find((d) => d.code === 'parse/too-deep');
    if (tooDeep !== undefined)
        return failed(tooDeep);
    // Duplicate keys and numbers beyond a double are reported, and the value is still checked (as in JSON).
    const fatal = diagnostics.some((d) => d.severity === 'error' && d.code !== 'parse/duplicate-key' && d.code !== 'parse/precision');
    diagnostics = cap.trim(diagnostics);
    if (cap.total > 0)
        diagnostics = diagnostics.concat(cap.notes());
    if (fatal)
        return { value: undefined, diagnostics, locate: () => undefined };
    let value;
    try {
        value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    }
    catch (error) {
        return {
            value: undefined,
            diagnostics: [...diagnostics, conversionError(error, walk, positionOf)],
            locate: () => undefined,
        };
    }
    return { value, diagnostics, locate: locator(walk.table, positionOf) };
}
/** A diagnostic for an exception from `toJS`, placed at the alias that caused it when known. */
function conversionError(error, walk, positionOf) {
    const message = error instanceof Error ? error.message : String(error);
    if (/excessive alias count/i.test(message)) {
        const at = walk.aliases[0];
        return parseError('parse/syntax', 'too many alias expansions', at === undefined ? '' : pointerOf(at.visit), at === undefined ? START : positionOf(at.offset), 'expand the aliases by hand, or use fewer of them');
    }
    const unresolved = unresolvedAlias(message);
    if (unresolved !== undefined) {
        const at = walk.aliases.find((a) => a.source === unresolved);
        if (at !== undefined) {
            return parseError('parse/syntax', `unknown alias *${at.source}: no anchor &${at.source} is defined before it`, pointerOf(at.visit), positionOf(at.offset));
        }
    }
    return caughtError(error, '');
}
function failed(diagnostic) {
    return { value: undefined, diagnostics: [diagnostic], locate: () => undefined };
}
/** A diagnostic for an exception thrown by the yaml package. */
function caughtError(error, pointer, at = START) {
    if (error instanceof RangeError) {
        return parseError('parse/too-deep', TOO_DEEP_TO_PARSE, pointer, at, 'flatten the structure');
    }
    const reason = error instanceof Error ? error.message : String(error);
    return parseError('parse/syntax', `the text could not be parsed: ${reason}`, pointer, at);
}
/** True when the document holds nothing but whitespace, comments and markers (`---`). */
function isEmpty(doc) {
    const contents = doc.contents;
    if (contents === null)
        return true;
    return (isScalar(contents) && contents.value === null && contents.range[0] === contents.range[1] && contents.anchor === undefined && contents.tag === undefined);
}
function fromYamlError(error, severity, doc, positionOf) {
    const offset = error.pos[0];
    const d = parseError('parse/syntax', lowerFirst(error.message), pointerAt(doc, offset), positionOf(offset));
    d.severity = severity;
    if (error.code === 'MULTIPLE_DOCS') {
        d.message = 'a config file holds one document';
        d.suggestion = "remove the '---' line and what follows it, or split the file";
    }
    else if (error.code === 'DUPLICATE_KEY') {
        d.code = 'parse/duplicate-key';
        d.message = 'duplicate key: the agent keeps only one of them';
        d.suggestion = DUPLICATE_KEY_SUGGESTION;
    }
    else if (error.code === 'RESOURCE_EXHAUSTION') {
        // yaml's recursive composer ran out of stack, which can happen below MAX_DEPTH.
        d.code = 'parse/too-deep';
        d.message = TOO_DEEP_TO_PARSE;
        d.suggestion = 'flatten the structure';
    }
    return d;
}
function lowerFirst(message) {
    return /^[A-Z](?:[a-z]|\s)/.test(message) ? message[0].toLowerCase() + message.slice(1) : message;
}
/**
 * The alias the `yaml` package names in a one-line "Unresolved alias ...: NAME" message: what
 * follows its last ": ". String searches, where a regular expression (`^Unresolved alias.*: (.*)$`)
 * backtracked quadratically over a long name holding many ": ".
 */
function unresolvedAlias(message) {
    if (!message.startsWith('Unresolved alias') || /[\n\r\u2028\u2029]/.test(message))
        return undefined;
    const colon = message.lastIndexOf(': ');
    return colon < 'Unresolved alias'.length ? undefined : message.slice(colon + 2);
}
