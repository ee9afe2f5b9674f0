/** `1 error`, `2 errors`, `0 warnings`: English plurals of the regular kind we need. */
export function plural(count, noun) {
    return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
/**
 * The closing line: `✖ 3 problems (2 errors, 1 warning) in 4 files`, `✔ 4 files checked, no
 * problems`, each followed by `; 2 files skipped (no agent config)` when a folder walk met files
 * that are not agent configs, and `; 1 note` when there are `info` findings. Only errors and
 * warnings count as problems: `info` findings never make a config invalid, so they must not turn
 * the verdict red, but the line must not hide them either.
 */
export function summaryLine(summary, hidden = 0) {
    const problems = summary.errors + summary.warnings;
    const notes = summary.infos > 0 ? `; ${plural(summary.infos, 'note')}` : '';
    const notShown = hidden > 0 ? `; ${plural(hidden, 'finding')} not shown (--quiet)` : '';
    const records = summary.records === undefined ? '' : `; ${plural(summary.records, 'record')}, ${summary.invalid ?? 0} invalid`;
    const skipped = summary.skipped ? `; ${plural(summary.skipped, 'file')} skipped (no agent config)` : '';
    if (problems === 0)
        return `✔ ${plural(summary.files, 'file')} checked, no problems${skipped}${records}${notes}${notShown}`;
    return (`✖ ${plural(problems, 'problem')} ` +
        `(${plural(summary.errors, 'error')}, ${plural(summary.warnings, 'warning')}) ` +
        // Findings on command-line values alone (a --var typo beside a graph) are in no file.
        `${summary.files > 0 ? `in ${plural(summary.files, 'file')}` : 'on the command line'}${skipped}${records}${notes}${notShown}`);
}
/**
 * The message with its suggestion folded in, for formats that carry a single message string
 * (SARIF, GitHub annotations) and would otherwise drop the fix.
 */
export function messageWithHint(d) {
    const hint = extraHint(d);
    const message = d.record === undefined ? d.message : `record ${d.record}: ${d.message}`;
    return hint === undefined ? message : `${message} (hint: ${hint})`;
}
/**
 * The suggestion, unless the message already names it (the library's messages say "did you
 * mean "x"?" themselves): a hint line repeating the message is noise.
 */
export function extraHint(d) {
    if (d.suggestion === undefined)
        return undefined;
    return d.message.includes(JSON.stringify(d.suggestion)) ? undefined : d.suggestion;
}
