/**
 * fast-check arbitraries of flow filter expressions, built from agent 5.0.7's flow grammar (the
 * fields, their operators and values, `!`, parentheses, and/or in every spelling the scanner
 * takes), and mutations of them that may or may not break them (the agent decides: see
 * fixtures/plugins/proc-core/flow-expressions.json).
 */
import fc from 'fast-check';

const decimal = fc.integer({ min: 0, max: 70000 }).map(String);
const hex = fc.integer({ min: 0, max: 0xffff }).map((n) => `0x${n.toString(16)}`);
const number = fc.oneof(decimal, hex);
const byte = fc.integer({ min: 0, max: 255 });
const hexPair = fc.integer({ min: 0, max: 255 }).map((n) => n.toString(16).padStart(2, '0'));
const mac = fc.array(hexPair, { minLength: 6, maxLength: 6 }).map((p) => p.join(':'));
const ipv4 = fc.array(byte, { minLength: 4, maxLength: 4 }).map((p) => p.join('.'));
const ipv6 = fc.constantFrom('::1', 'fe80::1', '2001:db8::', '2001:db8:0:1::7', 'fd00::/8', '2001:db8::/32', 'a:b:c:d:e:f:1:2');
const ip = fc.oneof(
  ipv4,
  fc.tuple(ipv4, fc.integer({ min: 0, max: 32 })).map(([a, m]) => `${a}/${m}`),
  ipv6,
);
const name = fc.stringMatching(/^[a-zA-Z0-9][a-zA-Z0-9:/._+() -]{1,20}$/).map((s) => `'${s}'`);
const flag = fc.constantFrom('true', 'false', 'TRUE', 'False', 'tRuE', '||||', '|||||', 't|u|', 'f|l|e');
const regexNe = fc.constantFrom("'rx:.*\\.example\\.com'", "'rx:^www[.]'", "'rx:(a|b)*$'", "'rx:'", "'rx:[[:alpha:]]+'");

/** Fields by the comparisons they take: ordered (all six operators) or equality only, and whether they stand alone. */
const fieldGroups: readonly { names: readonly string[]; values: fc.Arbitrary<string>; order: boolean; bare: boolean }[] = [
  {
    names: [
      'ip_protocol',
      'vlan_id',
      'local_port',
      'other_port',
      'fwmark',
      'ndpi_risk_score',
      'ndpi_risk_client',
      'ndpi_risk_server',
      'ssl_version',
      'ssl_cipher',
    ],
    values: number,
    order: true,
    bare: true,
  },
  { names: ['ip_version'], values: number, order: false, bare: false },
  { names: ['ip_nat', 'detection_guessed', 'detection_updated'], values: flag, order: false, bare: true },
  {
    names: ['other_type'],
    values: fc.constantFrom('other_unknown', 'other_unsupported', 'other_local', 'other_multicast', 'other_broadcast', 'other_remote', 'other_error'),
    order: false,
    bare: true,
  },
  { names: ['tunnel_type'], values: fc.constantFrom('tunnel_none', 'tunnel_gtp'), order: false, bare: true },
  { names: ['origin'], values: fc.constantFrom('origin_local', 'origin_other', 'origin_unknown'), order: false, bare: true },
  { names: ['local_mac', 'other_mac'], values: mac, order: false, bare: false },
  { names: ['local_ip', 'other_ip'], values: ip, order: false, bare: false },
  {
    names: ['app', 'application', 'application_id', 'app_id', 'protocol', 'proto', 'protocol_id', 'proto_id'],
    values: fc.oneof(number, name),
    order: false,
    bare: true,
  },
  {
    names: ['cat', 'category', 'application_category', 'app_category', 'domain_category', 'dom_category', 'protocol_category', 'proto_category'],
    values: name,
    order: false,
    bare: false,
  },
  { names: ['risks'], values: name, order: false, bare: true },
];

/**
 * detected_hostname: names with ==/!=, regexes with != only (== on a regex loops forever in the
 * agent), each regex followed by a line feed: the scanner's regex runs to the last quote of its line.
 */
const hostname = fc.oneof(
  fc.tuple(fc.constantFrom('==', '!='), name).map(([op, v]) => `detected_hostname ${op} ${v}`),
  regexNe.map((v) => `detected_hostname != ${v}\n`),
  fc.constantFrom('detected_hostname', '!detected_hostname', '! detected_hostname'),
);

/** One comparison (tokens separated by whitespace, which may be absent around `==`). */
const comparison: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.constantFrom(...fieldGroups).chain((g) => {
      const ops = g.order ? ['==', '!=', '>=', '<=', '>', '<'] : ['==', '!='];
      const compared = fc
        .tuple(fc.constantFrom(...g.names), fc.constantFrom(...ops), g.values, fc.constantFrom(' ', '', '\t'))
        .map(([f, op, v, sp]) => `${f}${sp}${op}${sp === '' ? '' : ' '}${v}`);
      if (!g.bare) return compared;
      return fc.oneof(
        compared,
        fc.tuple(fc.constantFrom('', '!', '! '), fc.constantFrom(...g.names)).map(([neg, f]) => `${neg}${f}`),
      );
    }),
  },
  { weight: 1, arbitrary: hostname },
);

const join = fc.constantFrom('&&', '||', 'and', 'or', 'AND', 'Or', 'aNd', '|||', '|r', 'o|', 'a|d');
const space = fc.constantFrom(' ', '  ', '\t', '\n', ' \n ');

/** An expression: comparisons joined by and/or, some in parentheses. */
export const flowExpr: fc.Arbitrary<string> = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    comparison,
    fc.tuple(tie('expr'), space, join, space, tie('expr')).map((p) => p.join('')),
    fc.tuple(fc.constantFrom('(', '( '), tie('expr'), fc.constantFrom(')', ' )')).map((p) => p.join('')),
  ),
})).expr;

/** A filter string the agent reads: one or (seldom) two statements, each ending with `;`. */
export const validFilter: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(flowExpr, fc.constantFrom(';', ' ;', ';\n')).map(([e, end]) => `${e}${end}`) },
  { weight: 1, arbitrary: fc.tuple(flowExpr, flowExpr).map(([a, b]) => `${a}; ${b};`) },
);

/** Mutations of a valid filter: some break it, some do not (the scanner's rules decide). */
export const mutatedFilter: fc.Arbitrary<string> = fc
  .tuple(
    validFilter,
    fc.nat(),
    fc.constantFrom('drop-semicolon', 'drop-char', 'insert', 'upper', 'no-space', 'double-quotes', 'prefix-not', 'single-equals', 'extra-paren', 'trailing'),
  )
  .map(([f, n, how]) => {
    const at = f.length === 0 ? 0 : n % f.length;
    switch (how) {
      case 'drop-semicolon':
        return f.replace(/;\s*$/, '');
      case 'drop-char':
        return f.slice(0, at) + f.slice(at + 1);
      case 'insert':
        return f.slice(0, at) + ['#', '\r', '"', '$', ',', '=', '-', '.', '\u00e9', '\u0000', ';', '!', '(', "'"][n % 14] + f.slice(at);
      case 'upper':
        return f.toUpperCase();
      case 'no-space':
        return f.replace(/[ \t\n]+/g, '');
      case 'double-quotes':
        return f.replaceAll("'", '"');
      case 'prefix-not':
        return `!(${f.replace(/;\s*$/, '')});`;
      case 'single-equals':
        return f.replace('==', '=');
      case 'extra-paren':
        return `(${f}`;
      default:
        return `${f} ${['ip_nat', '# comment', '//', ';', '\u00e9x', 'and'][n % 6]}`;
    }
  });
