/**
 * The settings in force for one run, from the command line, the settings file and the defaults.
 * Precedence, highest first:
 * 1. the command line (`--rule`, `--ignore-pattern`, `--agent`, `--var`, `--format`...);
 * 2. the settings file's `overrides` whose `files` match the file (a later entry beats an earlier);
 * 3. the settings file's own `rules`, `ignorePatterns` and `options`;
 * 4. agentconf's defaults (each code at the severity its rule gives).
 * Ignore patterns add up: a file any of them matches is left out. Variables add up by name, a
 * `--var` beating the file's value of the same name.
 */
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { compileGlob } from '../../core/glob.js';
/** A path relative to `folder` with `/` separators; undefined when it lies outside it. */
function under(folder, file, cwd) {
    const path = relative(folder, resolve(cwd, file));
    if (path === '' || path.startsWith('..') || isAbsolute(path))
        return undefined;
    return path.split(sep).join('/');
}
const compileAll = (patterns) => patterns.map((p) => compileGlob(p)).filter((g) => g !== undefined);
/** The run's rules from the settings file (if any) and the command line. */
export function runRules(settings, line, cwd = process.cwd()) {
    const fileIgnores = compileAll(settings?.ignorePatterns ?? []);
    const lineIgnores = compileAll(line.ignorePatterns);
    const overrides = (settings?.overrides ?? []).map((o) => ({ globs: compileAll(o.files), rules: o.rules }));
    const base = { ...settings?.rules };
    const noOverrides = overrides.length === 0;
    const plain = { ...base, ...line.rules };
    return {
        levelsFor(file, commandLine = false) {
            if (noOverrides || commandLine || settings === undefined)
                return plain;
            const path = under(settings.folder, file, cwd);
            if (path === undefined)
                return plain;
            const levels = { ...base };
            for (const o of overrides)
                if (o.globs.some((g) => g.matches(path)))
                    Object.assign(levels, o.rules);
            return Object.assign(levels, line.rules);
        },
        ignored(file) {
            if (lineIgnores.length > 0) {
                const path = under(cwd, file, cwd);
                if (path !== undefined && lineIgnores.some((g) => g.matches(path)))
                    return true;
            }
            if (fileIgnores.length === 0 || settings === undefined)
                return false;
            const path = under(settings.folder, file, cwd);
            return path !== undefined && fileIgnores.some((g) => g.matches(path));
        },
    };
}
