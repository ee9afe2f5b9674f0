import { checkTextWith } from '../deploy/text.js';
import { stdinName } from '../files/read.js';
import { fastCheck } from '../plugins/fast.js';
import { totals } from './cap.js';
import { LintEngineError } from './errors.js';
import { checkOptions } from './options.js';
import { lintPaths, settled } from './run.js';
export class LintEngine {
    #options;
    /** Throws a `LintEngineError` for an option it cannot run with. */
    constructor(options = {}) {
        this.#options = checkOptions(options);
    }
    /**
     * Lints files, folders (walked, recursively), globs and `-` (standard input): every result, in
     * input order. Each path's results come in the order of the paths; a folder's in its walk's order.
     */
    async lintFiles(paths) {
        const run = this.iterateFiles(paths);
        const report = { results: [], summary: totals([]), sources: new Map(), ioFailed: false, diffs: '', notes: '' };
        let fixNotes = '';
        for await (const file of run) {
            report.results.push(file.result);
            if (file.text !== undefined)
                report.sources.set(file.result.file, file.text);
            if (file.fix) {
                report.diffs += file.fix.diff;
                fixNotes += file.fix.note;
            }
        }
        report.summary = totals(report.results);
        report.ioFailed = run.ioFailed;
        report.notes = fixNotes + run.notes;
        return report;
    }
    /**
     * `lintFiles` a file at a time: each result as soon as it is done (and in input order), so a
     * report can be written as it goes and nothing but the file at hand is held.
     */
    iterateFiles(paths) {
        const given = checkPaths(paths);
        const options = this.#options;
        const run = {
            notes: '',
            ioFailed: false,
            // Each iteration is a run of its own: what the last one said is forgotten.
            [Symbol.asyncIterator]: () => {
                run.notes = '';
                run.ioFailed = false;
                return lintPaths(given, options, run);
            },
        };
        return run;
    }
    /**
     * One text in memory, as `lintFiles` checks a file of that name (`filePath`: its name, format
     * and kind; without it, the format and kind are told from the content). `skipNonConfig`: a text
     * that is no agent config (a `package.json` open in an editor) gets `skipped` and no findings;
     * `kindHint` ends the message of a text whose kind cannot be told.
     */
    async lintText(text, options = {}) {
        if (typeof text !== 'string')
            throw new LintEngineError(`lintText takes a string, not ${text === null ? 'null' : typeof text}`);
        const { filePath, skipNonConfig, kindHint } = options;
        if (filePath !== undefined && typeof filePath !== 'string')
            throw new LintEngineError('filePath must be a string');
        const own = this.#options;
        const { type: _type, effective: _effective, format, ...result } = await checkTextWith(text, {
            ...(filePath === undefined ? {} : { filename: filePath }),
            ...(own.kind ? { kind: own.kind } : {}),
            ...(own.agent ? { agent: own.agent } : {}),
            ...(own.variables ? { variables: own.variables } : {}),
            ...(skipNonConfig ? { skipNonConfig: true } : {}),
            ...(kindHint === undefined ? {} : { kindHint }),
        }, { fastCheck, effective: false, unnamed: stdinName });
        const out = { result: settled(result, own.rules) };
        if (format !== undefined)
            out.format = format;
        if (own.texts && out.result.diagnostics.length > 0)
            out.text = text;
        return out;
    }
    /**
     * The deployment in the folder `root` (the agent's persistent-state folder), read as the agent
     * loads it: from the file system, or from `source` (an editor's open texts over the files).
     */
    async lintDeployment(root, options = {}) {
        if (typeof root !== 'string' || root === '')
            throw new LintEngineError('lintDeployment takes the path of a folder');
        const own = this.#options;
        const given = {
            ...(own.settings ? { settings: own.settings } : {}),
            ...(own.variables ? { variables: own.variables } : {}),
            ...(own.agent ? { agent: own.agent } : {}),
        };
        // The deployment check is loaded when first asked for: a lint of files does not compile it.
        const { results, sources, model } = options.source
            ? await (await import('../deploy/check.js')).checkDeploymentSource(root, options.source, given, { fastCheck })
            : await (await import('../deploy/index.js')).lintDeployment(root, given);
        const listed = results.map((r) => settled(r, own.rules));
        return { results: listed, summary: totals(listed), sources, model };
    }
}
/** The paths of `lintFiles`, checked: a list of strings. */
function checkPaths(paths) {
    // An empty path is a file that cannot be read (an io/read result), as on the command line.
    if (!Array.isArray(paths) || paths.some((p) => typeof p !== 'string'))
        throw new LintEngineError('lintFiles takes a list of paths (files, folders, globs, or - for standard input)');
    return [...paths];
}
