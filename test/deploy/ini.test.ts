import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIni } from '../../src/deploy/ini.js';

describe('parseIni', () => {
  it('reads sections, entries and their positions', () => {
    const doc = parseIni('# loader\n[proc-core]\n  enable = no\nplugin_library=/usr/lib/libnetify-proc-core.so\n\n[sink-http]\nconf_filename :  /etc/x.json\n');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.sections.map((s) => s.name)).toEqual(['proc-core', 'sink-http']);
    const [core, http] = doc.sections;
    expect(core!.at).toEqual({ line: 2, column: 1 });
    expect(core!.entries).toEqual([
      { key: 'enable', value: 'no', keyAt: { line: 3, column: 3 }, valueAt: { line: 3, column: 12 } },
      { key: 'plugin_library', value: '/usr/lib/libnetify-proc-core.so', keyAt: { line: 4, column: 1 }, valueAt: { line: 4, column: 16 } },
    ]);
    expect(http!.values.get('conf_filename')).toMatchObject({ value: '/etc/x.json', valueAt: { line: 7, column: 18 } });
  });

  it('skips # and ; comments, strips inline ; comments, keeps # inside values', () => {
    const doc = parseIni('; comment\n[a]\n  # indented comment\nk = v ; note\nurl = http://h/p#frag\n');
    expect([...doc.sections[0]!.values].map(([k, e]) => [k, e.value])).toEqual([
      ['k', 'v'],
      ['url', 'http://h/p#frag'],
    ]);
  });

  it('handles CRLF and a byte-order mark; a lone CR is no line break, as to inih (run loader-lone-cr)', () => {
    const doc = parseIni('\uFEFF[a]\r\nk = 1\rj = 2\n[b]\renable = no\n');
    expect(doc.sections.map((s) => [s.name, s.at, [...s.values].map(([k, e]) => [k, e.value])])).toEqual([
      ['a', { line: 1, column: 1 }, [['k', '1\rj = 2']]],
      ['b', { line: 3, column: 1 }, []],
    ]);
    expect(doc.diagnostics.map((d) => [d.severity, d.code, d.line, d.column, d.message])).toEqual([
      [
        'warning',
        'parse/syntax',
        2,
        6,
        'this line holds a carriage return (\\r) that is no line break to the agent\'s INI reader: it reads "j = 2" as part of this line, not as a line of its own',
      ],
      [
        'warning',
        'parse/syntax',
        3,
        4,
        'this line holds a carriage return (\\r) that is no line break to the agent\'s INI reader: it reads "enable = no" as part of this line, not as a line of its own',
      ],
    ]);
  });

  it('warns of a lone CR in a comment line, which hides what follows it (run trap-silent-loader-proc-text-4a3beb)', () => {
    const doc = parseIni('[proc-core]\n# the next line\renable = no\n');
    expect(doc.sections[0]!.values.has('enable')).toBe(false);
    expect(doc.diagnostics.map((d) => [d.line, d.column, d.message])).toEqual([
      [
        2,
        16,
        'this comment line holds a carriage return (\\r) that is no line break to the agent\'s INI reader: it reads "enable = no" as part of this line, not as a line of its own',
      ],
    ]);
  });

  it('reads a line as a C string, up to a NUL, as inih does (runs err-warning-loader-sink-text-280a6a, ok-error-loader-proc-text-cb661a)', () => {
    const doc = parseIni('[sink-http]\nenable = no\u0000 # yes\nconf_filename = x.json\u0000.bak\nplugin_library = a.so\u0000\n');
    expect([...doc.sections[0]!.values].map(([k, e]) => [k, e.value])).toEqual([
      ['enable', 'no'],
      ['conf_filename', 'x.json'],
      ['plugin_library', 'a.so'],
    ]);
    // A NUL with nothing after it hides nothing.
    expect(doc.diagnostics.map((d) => [d.line, d.column, d.message])).toEqual([
      [2, 12, 'this line holds a NUL character: the agent\'s INI reader reads a line as a C string, up to the NUL, and never reads " # yes"'],
      [3, 23, 'this line holds a NUL character: the agent\'s INI reader reads a line as a C string, up to the NUL, and never reads ".bak"'],
    ]);
  });

  it("trims ASCII white space only, as C's isspace: a no-break space stays in keys and values, with a warning (runs loader-nbsp-*)", () => {
    const doc = parseIni('[s]\nenable = no\u00a0\n\u00a0key = v\nconf = x.json\u00a0; comment\nlib = y ; comment\n\u3000[t]\n');
    expect([...doc.sections[0]!.values].map(([k, e]) => [k, e.value])).toEqual([
      ['enable', 'no\u00a0'],
      ['\u00a0key', 'v'],
      ['conf', 'x.json\u00a0; comment'],
      ['lib', 'y'],
    ]);
    // A line starting with U+3000 is no section header (inih skips only ASCII white space first) and no entry.
    expect(doc.sections.map((s) => s.name)).toEqual(['s']);
    expect(doc.diagnostics.map((d) => [d.line, d.column, d.message])).toEqual([
      [
        2,
        10,
        'the value of "enable" ends with a no-break space (U+00A0): the agent\'s INI reader trims only ASCII white space and keeps it as part of the value, so it reads "no\u00a0"',
      ],
      [
        3,
        1,
        'key "\u00a0key" starts with a no-break space (U+00A0): the agent\'s INI reader trims only ASCII white space and keeps it as part of the key, so it reads "\u00a0key"',
      ],
      [6, 1, 'line "\u3000[t]" is neither a [section], a key = value entry nor a comment'],
    ]);
  });

  it("lower-cases names as C's tolower does: A-Z only", () => {
    const doc = parseIni('[SINK-HTTP]\nENABLE = yes\n[Ä]\nK = 1\n[ä]\nj = 2\n');
    expect(doc.sections.map((s) => s.name)).toEqual(['SINK-HTTP', 'Ä', 'ä']);
    expect(doc.sections[0]!.values.has('enable')).toBe(true);
  });

  it('keeps an empty value, positioned just after the delimiter', () => {
    const entry = parseIni('[a]\nk =\n').sections[0]!.values.get('k')!;
    expect(entry).toMatchObject({ value: '', valueAt: { line: 2, column: 4 } });
  });

  it('joins a key given twice with a newline, as the INI reader of the agent does, with a warning (runs loader-dup-*)', () => {
    const doc = parseIni('[a]\nk = 1\nK = 2\n[b]\nk = 3\n');
    expect(doc.sections[0]!.values.get('k')!).toMatchObject({ value: '1\n2', keyAt: { line: 2, column: 1 } });
    expect(doc.sections[0]!.values.get('k')!.parts).toHaveLength(2);
    expect(doc.sections[0]!.entries).toHaveLength(2);
    expect(doc.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'parse/duplicate-key', line: 3, column: 1, pointer: '' })]);
    expect(parseIni('[a]\nk = 1\nk = 2\n', undefined, { quietRepeats: ['k'] }).diagnostics).toEqual([]);
  });

  it('makes an indented line after a key part of its value (run loader-indented-key)', () => {
    const doc = parseIni('[a]\nk = 1\n  j = 2\n[b]\n  j = 3\n');
    expect(doc.sections[0]!.values.get('k')!.value).toBe('1\nj = 2');
    expect(doc.sections[0]!.values.has('j')).toBe(false);
    // The first line of a section has no key to continue: it is a key of its own.
    expect(doc.sections[1]!.values.get('j')!.value).toBe('3');
    expect(doc.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'parse/syntax', line: 3, column: 3 })]);
  });

  it('makes a section named twice in one file one section, its name as written between the brackets (runs loader-dup-section-keys, loader-section-padded-*)', () => {
    const doc = parseIni('[a]\nk = 1\n[A]\nj = 2\n[ b ]\nk = 3\n');
    expect(doc.sections.map((s) => [s.name, s.at.line, [...s.values.keys()]])).toEqual([
      ['a', 1, ['k', 'j']],
      [' b ', 5, ['k']],
    ]);
  });

  it('counts the findings past the cap under their own severity: warnings left off stay warnings', () => {
    const warnings = parseIni('[a]\n' + Array.from({ length: 1200 }, () => 'k = 1').join('\n')).diagnostics;
    expect(warnings).toHaveLength(1001);
    expect(warnings.every((d) => d.severity === 'warning')).toBe(true);
    expect(warnings[1000]!.message).toMatch(/199 more parse\/duplicate-key/);
    const mixed = parseIni(Array.from({ length: 1200 }, (_, i) => (i % 2 ? '[open' : 'k = 1\0x')).join('\n')).diagnostics;
    expect(
      mixed
        .slice(1000)
        .map((d) => d.severity)
        .sort(),
    ).toStrictEqual(['error', 'warning']);
  });

  it('reports lines it cannot read and goes on', () => {
    const doc = parseIni('[a\nk = 1\njust words\n= no key\n[b]\nj = 2\n');
    expect(doc.diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['parse/syntax', 1],
      ['parse/syntax', 3],
      ['parse/syntax', 4],
    ]);
    // After a broken header, entries belong to no section.
    expect(doc.preamble.map((e) => e.key)).toEqual(['k']);
    expect(doc.sections.map((s) => s.name)).toEqual(['b']);
  });

  it('keeps entries before the first header in the preamble', () => {
    expect(parseIni('k = 1\n[a]\n').preamble).toEqual([{ key: 'k', value: '1', keyAt: { line: 1, column: 1 }, valueAt: { line: 1, column: 5 } }]);
  });

  // Any UTF-16 text (lone surrogates included), and text made of the characters INI syntax uses.
  it('never throws, and every diagnostic has a 1-based position', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
          fc.string({ unit: fc.constantFrom('[', ']', '=', ':', ';', '#', ' ', '\n', '\r', 'a', '\t') }),
        ),
        (text) => {
          const doc = parseIni(text);
          return doc.diagnostics.every((d) => d.line! >= 1 && d.column! >= 1);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads back what it is given (sections, keys, values)', () => {
    const word = fc.stringMatching(/^[a-z][a-z0-9_.-]{0,8}$/);
    const value = fc.stringMatching(/^[A-Za-z0-9/${}._-]{0,12}$/);
    // Names apart: a section named twice in one file is one section (ini.test's merge cases).
    const sections = fc.uniqueArray(fc.record({ name: word, entries: fc.uniqueArray(fc.tuple(word, value), { selector: ([k]) => k, maxLength: 5 }) }), {
      selector: (s) => s.name,
      maxLength: 5,
    });
    fc.assert(
      fc.property(sections, fc.constantFrom('\n', '\r\n'), (list, eol) => {
        const text = list.map((s) => [`[${s.name}]`, ...s.entries.map(([k, v]) => `${k} = ${v}`)].join(eol)).join(eol) + eol;
        const doc = parseIni(text);
        expect(doc.diagnostics).toEqual([]);
        expect(doc.sections.map((s) => ({ name: s.name, entries: s.entries.map((e) => [e.key, e.value]) }))).toEqual(list);
      }),
    );
  });
});
