/** JUnit XML, the report format CI servers already know how to display. */
import type { Diagnostic } from '../core/diagnostic.js';
import type { FileResult } from '../core/report.js';
import { printable } from '../core/printable.js';
import type { Formatter } from './formatter.js';
import { extraHint, plural } from './wording.js';
import { xmlAttribute, xmlText } from './xml.js';

/**
 * One test case per file: a file with errors fails with one `<failure>` listing them; warnings
 * and info go to `<system-out>`, where they are visible without failing the case.
 */
export const formatJunit: Formatter = (results, ctx) => {
  const tests = results.length;
  // Under --strict warnings fail the run, so they fail their test case too.
  const fails = (d: Diagnostic) => d.severity === 'error' || (ctx.strict === true && d.severity === 'warning');
  const failures = results.filter((r) => r.diagnostics.some(fails)).length;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="agentconf" tests="${tests}" failures="${failures}">`,
    `  <testsuite name="agentconf" tests="${tests}" failures="${failures}" errors="0">`,
    '    <properties>',
    `      <property name="agentconf.version" value="${xmlAttribute(ctx.version)}"/>`,
    '    </properties>',
    ...results.flatMap((r) => testCase(r, fails)),
    '  </testsuite>',
    '</testsuites>',
  ];
  return lines.join('\n') + '\n';
};

function testCase(r: FileResult, fails: (d: Diagnostic) => boolean): string[] {
  const name = xmlAttribute(printable(r.file));
  const classname = xmlAttribute(printable(r.kind ?? 'unknown'));
  const open = `    <testcase name="${name}" classname="${classname}"`;
  const errors = r.diagnostics.filter(fails);
  const others = r.diagnostics.filter((d) => !fails(d));
  if (errors.length === 0 && others.length === 0) return [`${open}/>`];

  const lines = [`${open}>`];
  if (errors.length > 0) {
    const onlyErrors = errors.every((d) => d.severity === 'error');
    const message = onlyErrors ? plural(errors.length, 'error') : plural(errors.length, 'problem');
    const body = xmlText(errors.map((d) => entry(d, !onlyErrors)).join('\n'));
    lines.push(`      <failure message="${message}" type="lint">${body}</failure>`);
  }
  if (others.length > 0) {
    const body = xmlText(others.map((d) => entry(d, true)).join('\n'));
    lines.push(`      <system-out>${body}</system-out>`);
  }
  lines.push('    </testcase>');
  return lines;
}

/** `line:col [severity ]message [code]`, then `  hint: …` when there is a suggestion. */
function entry(d: Diagnostic, withSeverity: boolean): string {
  let at = '';
  if (d.line !== undefined) at = d.column === undefined ? `${d.line} ` : `${d.line}:${d.column} `;
  const text = `${at}${withSeverity ? `${d.severity} ` : ''}${printable(d.message)} [${d.code}]`;
  const hint = extraHint(d);
  return hint === undefined ? text : `${text}\n  hint: ${printable(hint)}`;
}
