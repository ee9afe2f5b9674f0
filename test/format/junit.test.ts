import { describe, expect, it } from 'vitest';
import { formatJunit, junitTimestamp } from '../../src/format/junit.js';
import { xmlAttribute, xmlText } from '../../src/format/xml.js';
import { context, one, results } from './fixtures.js';

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SUITE = 'name="agentconf" package="agentconf" id="0" timestamp="2026-01-31T09:05:00" hostname="localhost"';

describe('junit format', () => {
  it('renders the fixture exactly', () => {
    expect(formatJunit(results, context({ color: true, timestamp: '2026-01-31T09:05:00' }))).toBe(
      HEAD +
        [
          '<testsuites>',
          `  <testsuite ${SUITE} tests="4" failures="2" errors="0" time="0">`,
          '    <properties>',
          '      <property name="agentconf.version" value="1.2.3"/>',
          '    </properties>',
          '    <testcase name="configs/a.json" classname="sink-http" time="0">',
          '      <failure message="1 error" type="lint">3:18 &quot;log_interval&quot; must be an integer, got string [schema/type]</failure>',
          '    </testcase>',
          '    <testcase name="configs/clean.yaml" classname="source-pcap" time="0"/>',
          '    <testcase name="configs\\b c.yaml" classname="unknown" time="0">',
          '      <failure message="1 error" type="lint">cannot tell which plugin this config is for [kind/undetected]</failure>',
          '    </testcase>',
          '    <testcase name="&lt;stdin&gt;" classname="unknown" time="0"/>',
          '    <system-out>configs/a.json:4:3 warning unknown key &quot;log_intervall&quot; [key/unknown]',
          '  hint: did you mean &quot;log_interval&quot;?',
          '&lt;stdin&gt;:1:1 info the agent reads &quot;flush&quot; only at start [spec/divergence]</system-out>',
          '    <system-err/>',
          '  </testsuite>',
          '</testsuites>',
          '',
        ].join('\n'),
    );
  });

  // Issue 22: the JUnit XSD allows nothing but one skipped, error or failure inside a test case.
  it('puts no output inside a test case: warnings go to the suite, after their file name', () => {
    const out = formatJunit(one('a.json', [{ severity: 'warning', code: 'key/unknown', message: 'm', pointer: '' }]), context());
    expect(out).toContain('    <testcase name="a.json" classname="unknown" time="0"/>\n    <system-out>a.json: warning m [key/unknown]</system-out>');
  });

  it('gives the suite the time it is given, and now without one, to the second with no zone', () => {
    expect(formatJunit([], context({ timestamp: '1970-01-01T00:00:00' }))).toContain(' timestamp="1970-01-01T00:00:00" ');
    expect(formatJunit([], context())).toMatch(/ timestamp="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d" /);
    expect(junitTimestamp(new Date(Date.UTC(2026, 0, 31, 9, 5, 0, 789)))).toBe('2026-01-31T09:05:00');
  });

  it('lists all errors of a file in one failure, pluralised', () => {
    const out = formatJunit(
      one('a', [
        {
          severity: 'error',
          code: 'schema/required',
          message: 'missing "a"',
          pointer: '',
          line: 1,
          column: 1,
        },
        { severity: 'error', code: 'schema/enum', message: 'bad mode', pointer: '/mode', line: 4 },
      ]),
      context(),
    );
    expect(out).toContain('<failure message="2 errors" type="lint">1:1 missing &quot;a&quot; [schema/required]\n4 bad mode [schema/enum]</failure>');
    expect(out).not.toContain('<system-out>');
  });

  it('renders no results as an empty suite', () => {
    expect(formatJunit([], context({ timestamp: '2026-01-31T09:05:00' }))).toBe(
      HEAD +
        '<testsuites>\n' +
        `  <testsuite ${SUITE} tests="0" failures="0" errors="0" time="0">\n` +
        '    <properties>\n      <property name="agentconf.version" value="1.2.3"/>\n    </properties>\n' +
        '    <system-out/>\n    <system-err/>\n' +
        '  </testsuite>\n</testsuites>\n',
    );
  });

  it('escapes < & " and \' in names, kinds, messages and the version', () => {
    const out = formatJunit(
      one('a<&"\'>.json', [{ severity: 'error', code: 'parse/syntax', message: '<tag a="b"> & \'c\'', pointer: '' }], 'k<"&>'),
      context({ version: '1"<&' }),
    );
    expect(out).toContain('<property name="agentconf.version" value="1&quot;&lt;&amp;"/>');
    expect(out).toContain('<testcase name="a&lt;&amp;&quot;&apos;&gt;.json" classname="k&lt;&quot;&amp;&gt;" time="0">');
    expect(out).toContain('type="lint">&lt;tag a=&quot;b&quot;&gt; &amp; &apos;c&apos; [parse/syntax]</failure>');
  });

  it('strips characters XML 1.0 forbids and keeps line breaks from being normalised away', () => {
    expect(xmlText('a\u0000b\u0008c\u000bd\ufffe\uffffe\ud800f\u{1f600}\t\n')).toBe('abcdef\u{1f600}\t\n');
    expect(xmlText('a\rb')).toBe('a&#13;b');
    expect(xmlAttribute('a\tb\nc\rd')).toBe('a&#9;b&#10;c&#13;d');
    expect(xmlAttribute(']]>')).toBe(']]&gt;');
  });
});
