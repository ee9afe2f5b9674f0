/**
 * Configs drawn from the express lane's grammars (src/plugins/express/), mostly ones a grammar
 * takes, now and then one a step beyond it (a member it does not know, a value just outside a
 * range or a pattern, a variable it does not take), and variable tables whose values fit and do
 * not fit where a reference names them.
 */
import fc from 'fast-check';
import type { KindId } from '../../src/plugins/kinds.js';
import { expressGrammars } from '../../src/plugins/express/index.js';
import type { Grammar, TextClass } from '../../src/plugins/express/model.js';
import { sinkHttpHeaderValue, sinkHttpUrl } from '../../src/plugins/express/sink-http-1.0.13.js';
import { variableTable } from '../../src/core/variables.js';
import { objectOf } from './arbitraries.js';

export const expressKinds = Object.keys(expressGrammars) as KindId[];

/** A reference to a variable the class takes, or now and then to one it does not. */
const reference = (text: TextClass) =>
  fc
    .oneof(
      { weight: 6, arbitrary: fc.constantFrom(...text.variables) },
      { weight: 1, arbitrary: fc.constantFrom('path_shared_data', 'path_plugin_libdir', 'nope') },
    )
    .map((name) => `\${${name}}`);

/** A piece of a path: the spec's characters, or a reference. */
const pathPiece = (text: TextClass) =>
  fc.oneof({ weight: 4, arbitrary: fc.stringMatching(/^[A-Za-z0-9._/-]{1,6}$/) }, { weight: 1, arbitrary: reference(text) });

const label = fc.stringMatching(/^[a-z0-9]{1,6}$/);
const host = fc.oneof(
  { weight: 40, arbitrary: fc.array(label, { minLength: 1, maxLength: 3 }).chain((labels) => fc.constantFrom(labels.join('.'), labels.join('-'))) },
  { weight: 1, arbitrary: fc.constantFrom('Example.com', 'a..b', '-a', 'a-', '[::1]', 'a:8080', 'a:99999', '${uuid_agent}', 'user@a', 'ä.example') },
);

/** The strings of each text class of the grammars, and a few just beyond each. */
function textOf(text: TextClass): fc.Arbitrary<string> {
  if (text === sinkHttpUrl) {
    return fc
      .tuple(
        fc.oneof(
          { weight: 40, arbitrary: fc.constantFrom('http://', 'https://') },
          { weight: 1, arbitrary: fc.constantFrom('HTTP://', 'ftp://', '', 'https:/') },
        ),
        host,
        fc.option(fc.array(pathPiece(text), { maxLength: 4 }), { nil: undefined }),
        fc.oneof({ weight: 40, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom('?a=1', '#f', ' ', '/ä', '%20') }),
      )
      .map(([scheme, h, path, tail]) => `${scheme}${h}${path === undefined ? '' : `/${path.join('')}`}${tail}`);
  }
  if (text === sinkHttpHeaderValue) {
    const word = fc.oneof({ weight: 4, arbitrary: fc.stringMatching(/^[A-Za-z0-9._/:=,;+-]{1,6}$/) }, { weight: 1, arbitrary: reference(text) });
    return fc.oneof(
      { weight: 40, arbitrary: fc.array(word, { minLength: 1, maxLength: 4 }).chain((words) => fc.constantFrom(words.join(' '), words.join(''))) },
      { weight: 1, arbitrary: fc.constantFrom('', ' a', 'a ', 'a\r\nb', 'a\tb', 'ä', '${', '}', '$', 'a  b') },
    );
  }
  throw new Error(`no arbitrary for the text class ${String(text.written)}: add one here`);
}

/** A member name for a map, mostly one `names` takes. */
const mapName = (names: RegExp) =>
  fc.oneof(
    { weight: 40, arbitrary: fc.stringMatching(names) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'a/b', 'x~y', '', ' ', 'a b', 'ä', 'X:Y', 'Content-Type', 'content-type') },
  );

/** A member a grammar may not name: one nobody reads, a misspelt one, or one the plugin reads (which the lane leaves alone). */
const otherName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('header', 'extra', 'enabled', 'timeout', 'Url', 'comment', '__proto__', 'a/b', 'x~y', '') },
  { weight: 2, arbitrary: fc.stringMatching(/^[a-z_]{1,10}$/) },
  { weight: 1, arbitrary: fc.constantFrom('url', 'headers', 'types', 'flow_filters', 'channels', 'sinks', 'enable', 'format') },
);

/** What such a member holds: anything, strings naming variables (known, unknown, fitting or not) among it. */
const otherValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('${uuid_agent}', '${path_state_persistent}/x', '${nope}', 'a ${uuid_site} b', '${', 'plain', '') },
    { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.double({ noNaN: true, noDefaultInfinity: true })) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('X-A', 'b', '${uuid_agent}', 'url'), tie('value'), { maxKeys: 3 }) },
  ),
})).value;

/** A value a grammar node takes, or now and then one a step beyond it. */
function valueOf(grammar: Grammar): fc.Arbitrary<unknown> {
  if ('enum' in grammar) {
    const near = grammar.enum.map((v) => (typeof v === 'boolean' ? !v : typeof v === 'number' ? v + 1 : `${v}x`));
    return fc.oneof(
      { weight: 40, arbitrary: fc.constantFrom(...grammar.enum) },
      { weight: 1, arbitrary: fc.constantFrom(...near, ...grammar.enum.map(String), null, 'legacy-http', 'JSON') },
    );
  }
  if ('int' in grammar) {
    const [min, max] = grammar.int;
    return fc.oneof(
      { weight: 30, arbitrary: fc.integer({ min, max }) },
      { weight: 10, arbitrary: fc.constantFrom(min, max) },
      { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1, 4294967296, 0.5, -0, `${min}`) },
    );
  }
  if ('text' in grammar) return textOf(grammar.text);
  if ('items' in grammar) {
    const item = valueOf(grammar.items);
    return fc.oneof(
      {
        weight: 20,
        arbitrary: (grammar.unique ? fc.uniqueArray : fc.array)(item, { minLength: grammar.minItems, maxLength: grammar.minItems + 3 }),
      },
      { weight: 1, arbitrary: fc.array(item, { maxLength: 3 }) },
      { weight: 1, arbitrary: item },
    );
  }
  if ('names' in grammar) {
    return fc.uniqueArray(fc.tuple(mapName(grammar.names), valueOf(grammar.each)), { selector: ([k]) => k, maxLength: 4 }).map((entries) => objectOf(entries));
  }
  const required = grammar.required ?? [];
  const members = Object.entries(grammar.members);
  return fc
    .tuple(
      fc.tuple(...members.map(([name, g]) => fc.option(valueOf(g), { nil: undefined, freq: required.includes(name) ? 20 : 2 }))),
      fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.tuple(otherName, otherValue) }),
    )
    .map(([values, extra]) => {
      const entries: [string, unknown][] = [];
      members.forEach(([name], i) => {
        if (values[i] !== undefined) entries.push([name, values[i]]);
      });
      if (extra !== undefined && !entries.some(([name]) => name === extra[0])) entries.push(extra);
      return objectOf(entries);
    });
}

/** A config of `kind` drawn from its express grammar. */
export function expressConfig(kind: KindId): fc.Arbitrary<unknown> {
  const grammar = expressGrammars[kind];
  if (grammar === undefined) throw new Error(`${kind} has no express grammar`);
  return valueOf(grammar);
}

/** The lint's variable table: the defaults, or with values that fit a URL's path and a header, and values that do not. */
export const variableTables: fc.Arbitrary<Readonly<Record<string, string>>> = fc
  .oneof(
    fc.constant({}),
    fc.dictionary(
      fc.constantFrom('uuid_agent', 'uuid_serial', 'uuid_site', 'path_state_persistent', 'path_state_volatile'),
      fc.oneof(
        { weight: 4, arbitrary: fc.stringMatching(/^[A-Za-z0-9._/-]{0,8}$/) },
        { weight: 1, arbitrary: fc.constantFrom('', ' ', 'a b', 'ä', '${uuid_site}', '?', '#', ':', '\r') },
      ),
      { maxKeys: 2 },
    ),
  )
  .map((overrides) => variableTable(overrides).table);
