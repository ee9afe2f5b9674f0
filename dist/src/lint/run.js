import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { boundText } from '../core/message.js';
import { printable } from '../core/printable.js';
import { applyRuleLevels } from '../core/rule-levels.js';
import { defaultVariables } from '../core/variables.js';
import { expandInputs } from '../files/inputs.js';
import { readFileInput, readInput, sourceFormatOf } from '../files/read.js';
import { writeOutput } from '../files/write.js';
import { capFindings } from './cap.js';
import { LintEngineError } from './errors.js';
import { lintInput, lintText, readFailure } from './file.js';
import { fixFile } from './fix.js';
import { listInputs } from './inputs.js';
import { ReadAhead } from './read-ahead.js';
/** A result with the rule levels in force for its file, then bounded (what a report lists of it). */
export function settled(result, rules) {
    if (rules === undefined)
        return capFindings(result);
    const diagnostics = applyRuleLevels(result.diagnostics, rules.levelsFor(result.file, result.commandLine));
    return capFindings(diagnostics === result.diagnostics ? result : { ...result, diagnostics });
}
/** The files of `paths` linted, in input order (see the top of this file). */
export async function* lintPaths(paths, options, state) {
    const rules = options.rules;
    const keepTexts = options.texts === true;
    const out = (linted) => {
        if (linted.ioFailed)
            state.ioFailed = true;
        const file = { result: settled(linted.result, rules) };
        if (linted.text !== undefined && keepTexts)
            file.text = linted.text;
        if (linted.ioFailed)
            file.ioFailed = true;
        return file;
    };
    const ignored = options.noIgnore ? undefined : options.rules?.ignored?.bind(options.rules);
    let listed = expandInputs(paths);
    const cache = options.cache ? await openCache(options.cache, options, listed) : undefined;
    const { inputs, left } = listInputs(listed, paths, ignored, options.stdinFilename, cache?.isCacheFile.bind(cache));
    listed = undefined;
    for (const result of left)
        yield { result: settled(result, rules) };
    const fileOptions = {
        variables: options.variables ?? defaultVariables(),
        paths,
        ...(options.kind ? { kind: options.kind } : {}),
        ...(options.errorOnNonConfig ? { errorOnNonConfig: true } : {}),
    };
    const fix = options.fix;
    const asked = options.concurrency ?? 'off';
    // The threads' code is loaded only when threads are asked for (most runs have none).
    const parallel = asked !== 'off' && asked !== 1 && fix === undefined && !inputs.some((i) => 'stdin' in i) ? await import('./threads.js') : undefined;
    const threads = parallel ? parallel.threadsFor(inputs.length, asked) : 1;
    if (parallel && threads > 1) {
        const outcome = {};
        for await (const linted of parallel.lintInParallel(inputs, fileOptions, threads, keepTexts, outcome))
            yield out(linted);
        if (outcome.failure !== undefined)
            state.notes += `agentconf: internal error in a helper thread (${printable(boundText(outcome.failure, 300))}); its files were checked on the main thread\n`;
        return;
    }
    const ahead = cache || fix !== undefined ? undefined : new ReadAhead(inputs);
    for (let i = 0; i < inputs.length; i++) {
        const input = inputs[i];
        const taken = ahead?.take(i);
        // Let go of each input once taken: what stays live sets how far V8 lets the heap grow.
        inputs[i] = undefined;
        if (!('stdin' in input) && fix === undefined) {
            const linted = cache ? cache.lint(input, fileOptions, keepTexts) : lintInput(input, fileOptions, taken);
            yield out(linted instanceof Promise ? await linted : linted);
            continue;
        }
        if ('emptyFolder' in input || 'unreadable' in input) {
            yield out(await lintInput(input, fileOptions));
            continue;
        }
        const stdin = 'stdin' in input;
        // A fix keeps the bytes read, and what the file was then, to write the fixes back into.
        let asRead;
        const kept = fix === 'write' ? (bytes, info) => void (asRead = { bytes, info }) : undefined;
        const read = stdin ? renamed(await readInput(input), options.stdinFilename) : readFileInput(input, undefined, kept);
        if ('error' in read) {
            yield out(readFailure(read));
            continue;
        }
        let step;
        if (fix) {
            const fixed = await fixFile(read.name, stdin ? undefined : input.path, read.text, await sourceFormatOf(read.name, read.text), {
                mode: fix,
                variables: fileOptions.variables,
                ...(asRead ? { read: asRead } : {}),
                ...(options.kind ? { kind: options.kind } : {}),
            });
            step = { diff: fixed.diff, note: fixed.note };
            if (fixed.writeFailed)
                state.ioFailed = true;
            read.text = fixed.text;
            const file = out(await lintText(read.name, read.text, fileOptions, stdin));
            file.fix = step;
            if (fixed.writeFailed)
                file.ioFailed = true;
            yield file;
            continue;
        }
        yield out(await lintText(read.name, read.text, fileOptions, stdin));
    }
    if (cache)
        state.notes += await cache.save((file, lines) => writeOutput(file, lines, paths));
}
/**
 * The cache, loaded only when asked for (it brings node:crypto). A location that holds something
 * else than a cache is refused before any file is checked.
 */
async function openCache(cache, options, inputs) {
    const { cacheTarget, openLintCache } = await import('./cache.js');
    const target = cacheTarget(cache.location);
    if (typeof target === 'object')
        throw new LintEngineError(target.problem);
    if (!existsSync(dirname(resolve(cache.location))))
        throw new LintEngineError(`the folder of --cache-location ${cache.location} does not exist`);
    const opened = openLintCache(cache.location, target, cache.strategy, { kind: options.kind ?? null, variables: options.variables ?? defaultVariables() });
    // Only a file that began as a cache is taken for one: any other the lint would check is a config.
    if (target !== 'cache' && inputs.some((i) => 'path' in i && opened.isCacheFile(i.path)))
        throw new LintEngineError(`--cache-location ${cache.location} names a file this lint checks; name another`);
    return opened;
}
/** Standard input under the name `stdinFilename` gives it. */
function renamed(read, name) {
    return name === undefined ? read : { ...read, name };
}
