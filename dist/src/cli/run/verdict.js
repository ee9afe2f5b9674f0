/** 2 when an input could not be read, 1 for errors (or warnings under `--strict`), else 0. */
export function exitCodeOf(summary, strict, ioFailed = false) {
    if (ioFailed)
        return 2;
    return summary.errors > 0 || (strict && summary.warnings > 0) ? 1 : 0;
}
