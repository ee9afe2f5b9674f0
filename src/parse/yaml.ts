/**
 * YAML sources, parsed with the `yaml` package. This module is loaded lazily (see `index.ts`) so
 * that JSON-only runs never pay for loading `yaml`.
 */
import {
  LineCounter,
  Pair,
  YAMLMap,
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  parseDocument,
  type Document,
  type YAMLError,
} from 'yaml';
import { byPosition, type Diagnostic } from '../diagnostic.js';
import { childPointer } from '../pointer.js';
import { MAX_DEPTH, type ParsedDocument, type SourcePosition } from './document.js';
import {
  DUPLICATE_KEY_SUGGESTION,
  EMPTY_MESSAGE,
  describeCharAt,
  duplicateKeyMessage,
  parseError,
  tooDeepMessage,
} from './diagnostics.js';
import { createPositionOf } from './lines.js';
import { LocationTable, locator } from './location.js';
import { findExcessiveNesting } from './yaml-depth.js';

/**
 * How many alias expansions `toJS` may make. A handful of anchors is normal in a config; the
 * "billion laughs" document needs millions, and would otherwise take unbounded time and memory.
 */
const MAX_ALIAS_COUNT = 100;

const START: SourcePosition = { line: 1, column: 1 };

const TOO_DEEP_TO_PARSE = 'values are nested too deeply to parse';

/**
 * Parses YAML text holding one document. Never throws: every problem becomes a diagnostic.
 * Duplicate keys are reported and the last one wins; any other error leaves the value undefined.
 * Keys that are not strings become strings (as in JavaScript objects), and `__proto__` becomes an
 * own property rather than a prototype.
 */
export function parseYaml(text: string): ParsedDocument {
  if (typeof text !== 'string')
    return failed(parseError('parse/syntax', 'the source is not text', '', START));
  // Columns are what an editor shows, and editors do not show the byte-order mark.
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return parseChecked(source);
  } catch (error) {
    // The yaml package may still fail in ways it does not report (a stack overflow, say).
    return failed(caughtError(error, ''));
  }
}

/** C0 controls other than tab, LF and CR, and DEL: YAML forbids them; they mean a binary file. */
const forbiddenChar = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function parseChecked(source: string): ParsedDocument {
  const binaryAt = source.search(forbiddenChar);
  if (binaryAt >= 0) {
    return failed(
      parseError('parse/syntax', `unexpected ${describeCharAt(source, binaryAt)}: YAML text cannot hold it (is this a binary file?)`, '', createPositionOf(source)(binaryAt)),
    );
  }
  const tooDeepAt = findExcessiveNesting(source, MAX_DEPTH);
  if (tooDeepAt >= 0) {
    return failed(
      parseError(
        'parse/too-deep',
        tooDeepMessage(MAX_DEPTH),
        '',
        createPositionOf(source)(tooDeepAt),
        'flatten the structure',
      ),
    );
  }

  const lineCounter = new LineCounter();
  const doc = parseDocument(source, {
    lineCounter,
    uniqueKeys: true,
    schema: 'core',
    prettyErrors: false,
    // 'silent' would also drop the multiple-documents error; 'error' only keeps the yaml
    // package from printing warnings to the console.
    logLevel: 'error',
  });
  const positionOf = (offset: number): SourcePosition => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };

  if (doc.errors.length === 0 && isEmpty(doc)) {
    return failed(parseError('parse/empty', EMPTY_MESSAGE, '', START));
  }

  const walk = walkTree(doc, positionOf);
  const diagnostics: Diagnostic[] = [...walk.diagnostics];
  for (const error of doc.errors) {
    if (error.code === 'DUPLICATE_KEY' && walk.duplicateKeysAt.has(error.pos[0])) continue;
    diagnostics.push(fromYamlError(error, 'error', doc, positionOf));
  }
  for (const warning of doc.warnings)
    diagnostics.push(fromYamlError(warning, 'warning', doc, positionOf));
  diagnostics.sort(byPosition);

  // Running out of stack leaves one report per abandoned level, and possibly consequential
  // syntax errors; the first is the one that matters.
  const tooDeep = diagnostics.find((d) => d.code === 'parse/too-deep');
  if (tooDeep !== undefined) return failed(tooDeep);
  const fatal = diagnostics.some((d) => d.severity === 'error' && d.code !== 'parse/duplicate-key');
  if (fatal) return { value: undefined, diagnostics, locate: () => undefined };

  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    return {
      value: undefined,
      diagnostics: [...diagnostics, conversionError(error, walk, positionOf)],
      locate: () => undefined,
    };
  }
  return { value, diagnostics, locate: locator(walk.table, positionOf) };
}

/** A diagnostic for an exception from `toJS`, placed at the alias that caused it when known. */
function conversionError(
  error: unknown,
  walk: Walk,
  positionOf: (offset: number) => SourcePosition,
): Diagnostic {
  const message = error instanceof Error ? error.message : String(error);
  if (/excessive alias count/i.test(message)) {
    const at = walk.aliases[0];
    return parseError(
      'parse/syntax',
      'too many alias expansions',
      at === undefined ? '' : pointerOf(at.visit),
      at === undefined ? START : positionOf(at.offset),
      'expand the aliases by hand, or use fewer of them',
    );
  }
  const unresolved = /^Unresolved alias.*: (.*)$/.exec(message);
  if (unresolved !== null) {
    const at = walk.aliases.find((a) => a.source === unresolved[1]);
    if (at !== undefined) {
      return parseError(
        'parse/syntax',
        `unknown alias *${at.source}: no anchor &${at.source} is defined before it`,
        pointerOf(at.visit),
        positionOf(at.offset),
      );
    }
  }
  return caughtError(error, '');
}

function failed(diagnostic: Diagnostic): ParsedDocument {
  return { value: undefined, diagnostics: [diagnostic], locate: () => undefined };
}

/** A diagnostic for an exception thrown by the yaml package. */
function caughtError(error: unknown, pointer: string, at: SourcePosition = START): Diagnostic {
  if (error instanceof RangeError) {
    return parseError('parse/too-deep', TOO_DEEP_TO_PARSE, pointer, at, 'flatten the structure');
  }
  const reason = error instanceof Error ? error.message : String(error);
  return parseError('parse/syntax', `the text could not be parsed: ${reason}`, pointer, at);
}

/** True when the document holds nothing but whitespace, comments and markers (`---`). */
function isEmpty(doc: Document.Parsed): boolean {
  const contents = doc.contents;
  if (contents === null) return true;
  return (
    isScalar(contents) &&
    contents.value === null &&
    contents.range[0] === contents.range[1] &&
    contents.anchor === undefined &&
    contents.tag === undefined
  );
}

function fromYamlError(
  error: YAMLError,
  severity: 'error' | 'warning',
  doc: Document.Parsed,
  positionOf: (offset: number) => SourcePosition,
): Diagnostic {
  const offset = error.pos[0];
  const d = parseError(
    'parse/syntax',
    lowerFirst(error.message),
    pointerAt(doc, offset),
    positionOf(offset),
  );
  d.severity = severity;
  if (error.code === 'MULTIPLE_DOCS') {
    d.message = 'a config file holds one document';
    d.suggestion = "remove the '---' line and what follows it, or split the file";
  } else if (error.code === 'DUPLICATE_KEY') {
    d.code = 'parse/duplicate-key';
    d.message = 'duplicate key: the agent keeps only one of them';
    d.suggestion = DUPLICATE_KEY_SUGGESTION;
  } else if (error.code === 'RESOURCE_EXHAUSTION') {
    // yaml's recursive composer ran out of stack, which can happen below MAX_DEPTH.
    d.code = 'parse/too-deep';
    d.message = TOO_DEEP_TO_PARSE;
    d.suggestion = 'flatten the structure';
  }
  return d;
}

function lowerFirst(message: string): string {
  return /^[A-Z](?:[a-z]|\s)/.test(message)
    ? message[0]!.toLowerCase() + message.slice(1)
    : message;
}

/** Anything the walk below may meet where a node is expected. */
type TreeNode = unknown;

/** A node waiting to be visited, or (`close`) the end of a container's subtree. */
interface Visit {
  node: TreeNode;
  /** Offset of the member name; -1 for items and the root. */
  keyAt: number;
  /** Offset to use when the node has no range of its own (a missing value). */
  fallbackAt: number;
  name: string | undefined;
  token: string | number | undefined;
  parent: Visit | undefined;
  depth: number;
  close: number;
}

interface Walk {
  table: LocationTable;
  diagnostics: Diagnostic[];
  /** Offsets of the duplicate keys reported here, so the yaml package's own report is dropped. */
  duplicateKeysAt: Set<number>;
  /** Every alias, in document order, for placing alias errors from `toJS`. */
  aliases: { offset: number; source: string; visit: Visit }[];
}

function pointerOf(visit: Visit | undefined): string {
  const tokens: (string | number)[] = [];
  for (let v = visit; v !== undefined; v = v.parent)
    if (v.token !== undefined) tokens.push(v.token);
  return childPointer('', ...tokens.reverse());
}

function startOf(node: TreeNode, fallback: number): number {
  if (isPair(node)) return startOf(node.key, fallback);
  const range = (node as { range?: [number, number, number] } | null)?.range;
  return range === undefined ? fallback : range[0];
}

/**
 * Walks the document tree once, iteratively (depth is bounded only by the input), recording
 * where each value and member name starts, reporting duplicate keys with both lines, and
 * checking the nesting limit. Aliases are not followed: a pointer below one locates the alias.
 */
function walkTree(doc: Document.Parsed, positionOf: (offset: number) => SourcePosition): Walk {
  const walk: Walk = {
    table: new LocationTable(),
    diagnostics: [],
    duplicateKeysAt: new Set(),
    aliases: [],
  };
  const { table } = walk;
  const pending: Visit[] = [
    {
      node: doc.contents,
      keyAt: -1,
      fallbackAt: 0,
      name: undefined,
      token: undefined,
      parent: undefined,
      depth: 0,
      close: -1,
    },
  ];
  for (;;) {
    const visit = pending.pop();
    if (visit === undefined) return walk;
    if (visit.close >= 0) {
      table.close(visit.close);
      continue;
    }
    const { node } = visit;
    const at = startOf(node, visit.fallbackAt);
    // A pair inside a sequence (`[a: 1]`) is a one-member map.
    const members = isMap(node) ? node.items : isPair(node) ? [node] : undefined;
    const items = isSeq(node) ? node.items : undefined;
    const row = table.add(at, visit.keyAt, visit.name, items !== undefined);
    if (isAlias(node)) walk.aliases.push({ offset: at, source: node.source, visit });
    if (members === undefined && items === undefined) continue;
    if (visit.depth >= MAX_DEPTH) {
      walk.diagnostics.push(
        parseError(
          'parse/too-deep',
          tooDeepMessage(MAX_DEPTH),
          pointerOf(visit),
          positionOf(at),
          'flatten the structure',
        ),
      );
      return walk;
    }
    const children: Visit[] = [];
    const depth = visit.depth + 1;
    if (items !== undefined) {
      items.forEach((item, index) => {
        children.push({
          node: item,
          keyAt: -1,
          fallbackAt: at,
          name: undefined,
          token: index,
          parent: visit,
          depth,
          close: -1,
        });
      });
    } else if (members !== undefined) {
      const seen = new Map<string, number>();
      for (const pair of members) {
        const name = keyName(pair.key, doc);
        const keyAt = startOf(pair.key, at);
        const first = seen.get(name);
        if (first === undefined) {
          seen.set(name, keyAt);
        } else {
          walk.duplicateKeysAt.add(keyAt);
          walk.diagnostics.push(
            parseError(
              'parse/duplicate-key',
              duplicateKeyMessage(name, positionOf(first)),
              childPointer(pointerOf(visit), name),
              positionOf(keyAt),
              DUPLICATE_KEY_SUGGESTION,
            ),
          );
        }
        children.push({
          node: pair.value,
          keyAt,
          fallbackAt: keyAt,
          name,
          token: name,
          parent: visit,
          depth,
          close: -1,
        });
      }
    }
    pending.push({ ...visit, close: row });
    for (let i = children.length - 1; i >= 0; i--) pending.push(children[i] as Visit);
  }
}

/**
 * The member name a key becomes in the JavaScript value, the way the yaml package's `toJS` makes
 * it: null is '', other scalars go through `String`, and anything else is stringified by yaml.
 */
function keyName(key: unknown, doc: Document.Parsed): string {
  if (key === null || key === undefined) return '';
  if (isScalar(key)) {
    const v = key.value;
    if (v === null || v === undefined) return '';
    if (typeof v !== 'object') return String(v);
  }
  try {
    const probe = new YAMLMap();
    probe.items.push(new Pair(key, null));
    const js = probe.toJS(doc, { maxAliasCount: MAX_ALIAS_COUNT }) as Record<string, unknown>;
    return Object.keys(js)[0] ?? '';
  } catch {
    return String(key);
  }
}

/** The pointer of the deepest value whose source range holds `offset` (for yaml's own errors). */
function pointerAt(doc: Document.Parsed, offset: number): string {
  const tokens: (string | number)[] = [];
  let node: unknown = doc.contents;
  for (let depth = 0; depth <= MAX_DEPTH; depth++) {
    let next: unknown;
    if (isMap(node)) {
      for (const pair of node.items) {
        if (holds(pair.value, offset)) {
          tokens.push(keyName(pair.key, doc));
          next = pair.value;
          break;
        }
        if (holds(pair.key, offset)) {
          tokens.push(keyName(pair.key, doc));
          break;
        }
      }
    } else if (isSeq(node)) {
      const index = node.items.findIndex((item) => holds(item, offset));
      if (index >= 0) {
        tokens.push(index);
        next = node.items[index];
      }
    }
    if (next === undefined) break;
    node = next;
  }
  return childPointer('', ...tokens);
}

function holds(node: unknown, offset: number): boolean {
  const range = (node as { range?: [number, number, number] } | null)?.range;
  return range !== undefined && range[0] <= offset && offset < range[2];
}
