const settingsFile = /(^|[\\/])\.agentconf\.(json|ya?ml)$/;
/** The inputs to lint, and the results on named files an ignore pattern left out (reported first). */
export function listInputs(listed, paths, ignored, stdinFilename, isCacheFile) {
    const left = [];
    const inputs = listed.filter((i) => {
        if ('path' in i && (settingsFile.test(i.path) || isCacheFile?.(i.path)))
            return false;
        if (!ignored || !isIgnored(i, ignored, stdinFilename))
            return true;
        if ('path' in i && paths.includes(i.path))
            left.push(ignoredFile(i.path));
        return false;
    });
    return { inputs, left };
}
/** Whether an input is left out by an ignore pattern: a file by its path, stdin by its `stdinFilename`. */
function isIgnored(input, ignored, stdinFilename) {
    if ('stdin' in input)
        return stdinFilename !== undefined && ignored(stdinFilename);
    return 'path' in input && ignored(input.path);
}
/** The warning on a file named that an ignore pattern leaves out. */
function ignoredFile(file) {
    const message = 'file ignored because of a matching ignore pattern; use --no-ignore to check it';
    return { file, diagnostics: [{ severity: 'warning', code: 'file/ignored', message, pointer: '' }] };
}
