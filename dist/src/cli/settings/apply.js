/**
 * The settings in force for one run, from the command line, the settings file and the defaults.
 * Precedence, highest first:
 * 1. the command line (`--rule`, `--ignore-pattern`, `--agent`, `--var`, `--format`...);
 * 2. the settings file's `overrides` whose `files` match the file (a later entry beats an earlier);
 * 3. the settings file's own `rules`, `ignorePatterns` and `options`;
 * 4. agentconf's defaults (each code at the severity its rule gives).
 * A higher layer wins the whole code: its family entry (`key/*`) beats a lower layer's entry for
 * a code of the family (`overLevels`); within one layer a code beats its family.
 * Ignore patterns add up, the file's then the command line's: a file is left out when the last
 * pattern that matches it is no `!pattern` (which takes back what an earlier one left out). Variables add up by name, a
 * `--var` beating the file's value of the same name.
 */
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { compileGlob } from '../../core/glob.js';
import { overLevels } from '../../core/rule-levels.js';
/** A path relative to `folder` with `/` separators; undefined when it lies outside it. */
function under(folder, file, cwd) {
    const path = relative(folder, resolve(cwd, file));
    if (path === '' || path.startsWith('..') || isAbsolute(path))
        return undefined;
    return path.split(sep).join('/');
}
const compileAll = (patterns) => patterns.map((p) => compileGlob(p)).filter((g) => g !== undefined);
/** An ignore pattern compiled; undefined for one that cannot be read. */
export function compileIgnore(pattern) {
    const negated = pattern.startsWith('!');
    const glob = compileGlob(negated ? pattern.slice(1) : pattern);
    return glob === undefined ? undefined : { glob, negated };
}
const compileIgnores = (patterns) => patterns.map(compileIgnore).filter((g) => g !== undefined);
/**
 * A path to match ignore patterns against: relative to `folder`, or, for a file outside it, its
 * absolute path without the leading `/` (so `package.json`, a pattern for a name at any depth,
 * matches it wherever it is, as the hint that suggests it says).
 */
function matchPath(folder, file, cwd) {
    return (under(folder, file, cwd) ??
        resolve(cwd, file)
            .split(sep)
            .join('/')
            .replace(/^([A-Za-z]:)?\/+/, ''));
}
/** Whether the last of `patterns` to match `path` leaves it out (`out`: the verdict before them). */
function decide(patterns, path, out) {
    for (const p of patterns)
        if (p.glob.matches(path))
            out = !p.negated;
    return out;
}
/** The run's rules from the settings file (if any) and the command line. */
export function runRules(settings, line, cwd = process.cwd()) {
    const fileIgnores = compileIgnores(settings?.ignorePatterns ?? []);
    const lineIgnores = compileIgnores(line.ignorePatterns);
    const overrides = (settings?.overrides ?? []).map((o) => ({ globs: compileAll(o.files), rules: o.rules }));
    const base = { ...settings?.rules };
    const noOverrides = overrides.length === 0;
    const plain = overLevels(base, line.rules);
    return {
        levelsFor(file, commandLine = false) {
            if (noOverrides || commandLine || settings === undefined)
                return plain;
            const path = under(settings.folder, file, cwd);
            if (path === undefined)
                return plain;
            let levels = base;
            for (const o of overrides)
                if (o.globs.some((g) => g.matches(path)))
                    levels = overLevels(levels, o.rules);
            return overLevels(levels, line.rules);
        },
        ignored(file) {
            // The file's patterns, then the command line's: a later `!pattern` takes back an earlier one.
            let out = false;
            if (fileIgnores.length > 0 && settings !== undefined)
                out = decide(fileIgnores, matchPath(settings.folder, file, cwd), out);
            if (lineIgnores.length > 0)
                out = decide(lineIgnores, matchPath(cwd, file, cwd), out);
            return out;
        },
    };
}
