import { printable } from '../core/printable.js';
import { extraHint, plural } from './wording.js';
import { xmlAttribute, xmlText } from './xml.js';
/**
 * One test case per file: a file with errors fails with one `<failure>` listing them. The XSD
 * allows no output inside a test case, so warnings and info go to the suite's `<system-out>`, one
 * per line after the file's name, where they are visible without failing anything. agentconf does
 * not time files: every `time` is 0. The host is `localhost` (the XSD's word when there is no
 * other), so a report names no machine and the same check gives the same report anywhere.
 */
export const formatJunit = (results, ctx) => {
    const tests = results.length;
    // Under --strict warnings fail the run, so they fail their test case too.
    const fails = (d) => d.severity === 'error' || (ctx.strict === true && d.severity === 'warning');
    const failures = results.filter((r) => r.diagnostics.some(fails)).length;
    const timestamp = ctx.timestamp ?? junitTimestamp(new Date());
    const others = results.flatMap((r) => r.diagnostics.filter((d) => !fails(d)).map((d) => `${printable(r.file)}${d.line === undefined ? ': ' : ':'}${entry(d, true)}`));
    const lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites>',
        `  <testsuite name="agentconf" package="agentconf" id="0" timestamp="${xmlAttribute(timestamp)}" hostname="localhost" tests="${tests}" failures="${failures}" errors="0" time="0">`,
        '    <properties>',
        `      <property name="agentconf.version" value="${xmlAttribute(ctx.version)}"/>`,
        '    </properties>',
        ...results.flatMap((r) => testCase(r, fails)),
        others.length === 0 ? '    <system-out/>' : `    <system-out>${xmlText(others.join('\n'))}</system-out>`,
        '    <system-err/>',
        '  </testsuite>',
        '</testsuites>',
    ];
    return lines.join('\n') + '\n';
};
/** A time as the XSD's `timestamp` takes it: UTC to the second, with no zone. */
export function junitTimestamp(time) {
    return time.toISOString().slice(0, 19);
}
function testCase(r, fails) {
    const name = xmlAttribute(printable(r.file));
    const classname = xmlAttribute(printable(r.kind ?? 'unknown'));
    const open = `    <testcase name="${name}" classname="${classname}" time="0"`;
    const errors = r.diagnostics.filter(fails);
    if (errors.length === 0)
        return [`${open}/>`];
    const onlyErrors = errors.every((d) => d.severity === 'error');
    const message = onlyErrors ? plural(errors.length, 'error') : plural(errors.length, 'problem');
    const body = xmlText(errors.map((d) => entry(d, !onlyErrors)).join('\n'));
    return [`${open}>`, `      <failure message="${message}" type="lint">${body}</failure>`, '    </testcase>'];
}
/** `line:col [severity ]message [code]`, then `  hint: …` when there is a suggestion. */
function entry(d, withSeverity) {
    let at = '';
    if (d.line !== undefined)
        at = d.column === undefined ? `${d.line} ` : `${d.line}:${d.column} `;
    const text = `${at}${withSeverity ? `${d.severity} ` : ''}${printable(d.message)} [${d.code}]`;
    const hint = extraHint(d);
    return hint === undefined ? text : `${text}\n  hint: ${printable(hint)}`;
}
