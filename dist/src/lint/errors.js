/** The one error the lint engine throws: an option it cannot run with (the findings are never thrown). */
/**
 * A wrong option of `LintEngine`, or a cache location it may not use: thrown before any file is
 * checked. Told by its `name`, `LintEngineError`, as well as by class (the command's bundles each
 * hold a copy of the class).
 */
export class LintEngineError extends Error {
    name = 'LintEngineError';
}
/** Whether `error` is a `LintEngineError`, by name (see the class). */
export function isLintEngineError(error) {
    return error instanceof Error && error.name === 'LintEngineError';
}
