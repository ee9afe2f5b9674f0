/**
 * The core processor's `flow_filters` (proc-core 1.0.30): expressions the agent's flow parser
 * (agent 5.0.7) evaluates on each flow; a flow leaves the stream channels only when one matches.
 * An expression the parser cannot read throws on every flow, so it never matches (run
 * `flow-filter-invalid`: "syntax error" logged, no flow record posted). This file recognises the
 * parser's language: its tokens, then `expr ;` repeated, each expr fields compared to values and
 * joined by and/or, in parentheses if need be. What an expression means is not checked.
 */
import type { Diagnostic } from '../../core/diagnostic.js';
import { childPointer } from '../../core/pointer.js';
import { isPlainObject } from '../../core/value.js';

/** Token kinds: a field, a value kind, an operator, or one other character. */
type Kind = string;

/** The fields, by every spelling, and the value kind a keyword value stands for. */
const words: Readonly<Record<string, Kind>> = {
  ip_protocol: 'f:count',
  vlan_id: 'f:count',
  local_port: 'f:count',
  other_port: 'f:count',
  fwmark: 'f:count',
  ndpi_risk_score: 'f:count',
  ndpi_risk_client: 'f:count',
  ndpi_risk_server: 'f:count',
  ssl_version: 'f:count',
  ssl_cipher: 'f:count',
  ip_version: 'f:version',
  ip_nat: 'f:flag',
  detection_guessed: 'f:flag',
  detection_updated: 'f:flag',
  other_type: 'f:other',
  tunnel_type: 'f:tunnel',
  origin: 'f:origin',
  local_mac: 'f:mac',
  other_mac: 'f:mac',
  local_ip: 'f:ip',
  other_ip: 'f:ip',
  app: 'f:app',
  application: 'f:app',
  application_id: 'f:app',
  app_id: 'f:app',
  protocol: 'f:app',
  proto: 'f:app',
  protocol_id: 'f:app',
  proto_id: 'f:app',
  cat: 'f:name',
  category: 'f:name',
  application_category: 'f:name',
  app_category: 'f:name',
  domain_category: 'f:name',
  dom_category: 'f:name',
  protocol_category: 'f:name',
  proto_category: 'f:name',
  risks: 'f:risks',
  detected_hostname: 'f:host',
  other_unknown: 'v:other',
  other_unsupported: 'v:other',
  other_local: 'v:other',
  other_multicast: 'v:other',
  other_broadcast: 'v:other',
  other_remote: 'v:other',
  other_error: 'v:other',
  tunnel_none: 'v:tunnel',
  tunnel_gtp: 'v:tunnel',
  origin_local: 'v:origin',
  origin_other: 'v:origin',
  origin_unknown: 'v:origin',
};

/** The lexer's words, longest spelling first: an alternation takes the first that matches. */
export const wordPattern = new RegExp(
  Object.keys(words)
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'y',
);

/** The lexer's rules in its order: the longest match wins, the first rule on a tie. */
const rules: readonly [RegExp, Kind | ((text: string) => Kind)][] = [
  [wordPattern, (text) => words[text]!],
  [/[tT][rR][uU][eE]|[fF][aA][lL][sS][eE]/y, 'v:flag'],
  [/[a-fA-F0-9]{2}(?::[a-fA-F0-9]{2}){5}/y, 'v:mac'],
  [/[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\/[0-9]+/y, 'v:ip'],
  [/[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}/y, 'v:ip'],
  [/::1/y, 'v:ip'],
  [/[a-fA-F0-9]{1,4}:{1,2}[a-fA-F0-9:]*\/[0-9]+/y, 'v:ip'],
  [/[a-fA-F0-9]{1,4}:{1,2}[a-fA-F0-9:]*/y, 'v:ip'],
  [/'[a-zA-Z0-9][a-zA-Z0-9:/._+() -]+'/y, 'v:name'],
  [/'rx:.*'/y, 'v:regex'],
  [/0x[a-fA-F0-9]+/y, 'v:number'],
  [/[0-9]+/y, 'v:number'],
  [/==|!=|>=|<=/y, 'op'],
  [/&&|\|\||[aA][nN][dD]|[oO][rR]/y, 'join'],
];

/** What each field may be compared with (`==`, `!=`; `count` fields also `>=`, `<=`, `>`, `<`); `bare`: alone or after `!`. */
const fields: Readonly<Record<string, { values: readonly Kind[]; order?: true; bare?: true }>> = {
  'f:count': { values: ['v:number'], order: true, bare: true },
  'f:version': { values: ['v:number'] },
  'f:flag': { values: ['v:flag'], bare: true },
  'f:other': { values: ['v:other'], bare: true },
  'f:tunnel': { values: ['v:tunnel'], bare: true },
  'f:origin': { values: ['v:origin'], bare: true },
  'f:mac': { values: ['v:mac'] },
  'f:ip': { values: ['v:ip'] },
  'f:app': { values: ['v:number', 'v:name'], bare: true },
  'f:name': { values: ['v:name'] },
  'f:risks': { values: ['v:name'], bare: true },
  'f:host': { values: ['v:name', 'v:regex'], bare: true },
};

interface Token {
  kind: Kind;
  text: string;
}

/** The tokens of an expression, as the agent's lexer cuts them (whitespace skipped). */
function tokens(expr: string): Token[] {
  const out: Token[] = [];
  let at = 0;
  while (at < expr.length) {
    const ws = /[ \t\n]+/y;
    ws.lastIndex = at;
    if (ws.exec(expr)) {
      at = ws.lastIndex;
      continue;
    }
    let best: Token | undefined;
    for (const [pattern, kind] of rules) {
      pattern.lastIndex = at;
      const m = pattern.exec(expr);
      if (m === null || (best !== undefined && m[0].length <= best.text.length)) continue;
      best = { kind: typeof kind === 'string' ? kind : kind(m[0]), text: m[0] };
    }
    best ??= { kind: expr[at]!, text: expr[at]! };
    out.push(best);
    at += best.text.length;
  }
  return out;
}

/** Where the agent's parser stops on `expr`, as a message; undefined when it reads it. */
function flowFilterProblem(expr: string): string | undefined {
  const list = tokens(expr);
  let i = 0;
  const peek = () => list[i];
  const fail = (what: string) => {
    const at = peek();
    return at === undefined ? `it ends where ${what} should follow` : `${JSON.stringify(at.text)} where ${what} should be`;
  };
  const term = (): string | undefined => {
    const t = peek();
    if (t?.kind === '(') {
      i++;
      const inner = expression();
      if (inner !== undefined) return inner;
      if (peek()?.kind !== ')') return fail('")"');
      i++;
      return undefined;
    }
    const negated = t?.kind === '!';
    if (negated) i++;
    const field = peek();
    const spec = field === undefined ? undefined : fields[field.kind];
    if (spec === undefined) return fail('a flow field (such as ip_protocol, local_port, app, detected_hostname) or "("');
    i++;
    const op = peek();
    const ordered = op?.kind === '>' || op?.kind === '<' || op?.text === '>=' || op?.text === '<=';
    if (negated || !(op?.kind === 'op' || ordered)) return spec.bare ? undefined : fail(`a comparison of ${field!.text}`);
    if (ordered && !spec.order) return `${JSON.stringify(op!.text)} does not compare ${field!.text} (only == and != do)`;
    i++;
    const value = peek();
    if (value === undefined || !spec.values.includes(value.kind)) return fail(`a value ${field!.text} can be compared with`);
    i++;
    return undefined;
  };
  const expression = (): string | undefined => {
    for (;;) {
      const problem = term();
      if (problem !== undefined) return problem;
      if (peek()?.kind !== 'join') return undefined;
      i++;
    }
  };
  while (i < list.length) {
    const problem = expression();
    if (problem !== undefined) return problem;
    if (peek()?.kind !== ';') return fail('";" (every expression ends with one)');
    i++;
  }
  return undefined;
}

/**
 * An error at each flow filter proc-core 1.0.30 cannot parse when none parses (no flow record
 * leaves the stream channels); a warning when others still let flows through.
 */
export function flowFilters(config: unknown): Diagnostic[] {
  if (!isPlainObject(config) || !Array.isArray(config.flow_filters)) return [];
  const exprs = config.flow_filters;
  const problems = exprs.map((e) => (typeof e === 'string' ? flowFilterProblem(e) : undefined));
  const readable = exprs.filter((e, i) => typeof e === 'string' && problems[i] === undefined).length;
  const out: Diagnostic[] = [];
  problems.forEach((problem, i) => {
    if (problem === undefined) return;
    out.push({
      severity: readable === 0 ? 'error' : 'warning',
      code: 'field/behaviour',
      message:
        `the agent's flow parser cannot read this filter (${problem}), so it matches no flow` +
        (readable === 0
          ? ': proc-core 1.0.30 then sends no flow record on its stream-flows and legacy-socket channels'
          : '; only the other filters let flows through'),
      pointer: childPointer('/flow_filters', i),
    });
  });
  return out;
}
