/**
 * One input of `agentconf lint`, from its place in the input list to the result the report gets:
 * read, check, cap. Pure but for reading the file, so the same code runs on the main thread and
 * in the helper threads of a large lint (`threads.ts`), with the same results.
 */
import { checkParsed } from '../plugins/check.js';
import { checkTextWith } from '../deploy/text.js';
import { formatOfPath, parseJsonText } from '../core/parse/index.js';
import { readFileInput, stdinName } from '../files/read.js';
import { fastCheck } from '../plugins/fast.js';
import { unknownMemberFindings } from '../plugins/express/findings.js';
import { internalError } from '../core/safety.js';
import { capFindings } from './cap.js';
import { laneWalk } from './lane.js';
const ioProblem = (file, message) => ({
    result: { file, diagnostics: [{ severity: 'error', code: 'io/read', message, pointer: '' }] },
    ioFailed: true,
});
/**
 * One input that is not standard input, checked: synchronous for a JSON config (a folder of
 * configs does not wait a turn per file), a promise for the rest (YAML, loader files). `read`:
 * the file's read when it was read ahead (`read-ahead.ts`).
 */
export function lintInput(input, options, read) {
    if ('emptyFolder' in input)
        return ioProblem(input.emptyFolder, 'the folder holds no *.json, *.yaml or *.yml file to check');
    if ('unreadable' in input)
        return ioProblem(input.unreadable, input.problem);
    read ??= readFileInput(input);
    if ('error' in read)
        return readFailure(read);
    return lintText(read.name, read.text, options, false);
}
/** A file that could not be read, or whose bytes are not UTF-8 text. */
export function readFailure(read) {
    if (read.problem === 'io')
        return ioProblem(read.name, `cannot read the file: ${read.error}`);
    return {
        result: {
            file: read.name,
            diagnostics: [{ severity: 'error', code: 'parse/syntax', message: `the file ${read.error}`, pointer: '', line: 1, column: 1 }],
        },
    };
}
/**
 * A text read from `name` (standard input when `stdin`), checked, its findings bounded at once
 * (a folder of huge configs holds one file's findings in full at a time).
 */
export function lintText(name, text, options, stdin) {
    // What a folder walk found may be no agent config (package.json); what was named is checked.
    const skip = !stdin && !options.errorOnNonConfig && !options.paths.includes(name);
    if (!stdin && name !== stdinName && formatOfPath(name) === 'json' && !isLoaderName(name)) {
        return linted(checkJsonFile(name, text, options, skip), text, options, stdin);
    }
    return checkOne(name, text, options, skip).then((result) => linted(result, text, options, stdin));
}
function linted(checked, text, options, stdin) {
    const result = capFindings(checked);
    // Standard input is named, not found in a walk: no ignore pattern to suggest.
    const out = { result: stdin ? result : walked(result, options.paths) };
    if (result.diagnostics.length > 0)
        out.text = text;
    return out;
}
/**
 * A file found in a folder walk whose kind cannot be told stays an error (it may be a config with
 * a misspelt name), with the way to leave out what is no config at all.
 */
function walked(result, named) {
    if (named.includes(result.file) || !result.diagnostics.some((d) => d.code === 'kind/undetected'))
        return result;
    const name = result.file.replace(/^.*[\\/]/, '');
    const suggestion = `not a plugin config? leave it out with --ignore-pattern ${name} or "ignorePatterns" in .agentconf.json`;
    return { ...result, diagnostics: result.diagnostics.map((d) => (d.code === 'kind/undetected' && d.suggestion === undefined ? { ...d, suggestion } : d)) };
}
/** One file through the pipeline; a failure of agentconf itself is that file's finding alone. */
async function checkOne(file, text, options, skip) {
    const named = file === stdinName ? {} : { filename: file };
    const { type: _type, format: _format, effective: _effective, ...result } = await checkTextWith(text, { ...named, variables: options.variables, ...(options.kind ? { kind: options.kind } : {}), ...(skip ? { skipNonConfig: true } : {}) }, { fastCheck, effective: false, unnamed: stdinName });
    return result;
}
/** A loader file (`plugins.d/*.conf`) by its name: checked as the agent's loader reads it. */
const isLoaderName = (file) => /\.conf$/i.test(file);
/** `checkOne` for a JSON file: synchronous, so a folder of configs does not wait a turn per file. */
function checkJsonFile(file, text, options, skip) {
    try {
        const parsed = parseJsonText(text);
        // A config its kind's express grammar takes has no finding, or only those of members nobody
        // reads (`plugins/express/`, `lane.ts`).
        const lane = laneWalk(file, text, parsed, options);
        if (lane !== undefined) {
            if (lane.others.length === 0)
                return { file, kind: lane.kind, diagnostics: [] };
            const diagnostics = unknownMemberFindings(lane.kind, text, parsed, options.variables, lane.others);
            if (diagnostics !== undefined)
                return { file, kind: lane.kind, diagnostics };
        }
        // Nothing here uses the value after the check: the effective-config steps (run when the text
        // names a variable) may change it in place instead of working on a copy.
        parsed.copy = () => parsed.value;
        const input = checkInput(file, text, 'json', options);
        if (skip)
            input.skipNonConfig = true;
        return checkParsed(input, parsed).result;
    }
    catch (error) {
        return { file, diagnostics: [internalError(error)] };
    }
}
function checkInput(file, text, format, options) {
    const input = { file, text, format, variables: options.variables, effective: false, fastCheck };
    if (options.kind)
        input.kind = options.kind;
    return input;
}
