/**
 * Every regular expression agentconf runs on input stays linear: each literal in src/, each one
 * src/ builds at run time (in the concrete forms it builds), and each pattern of the schemas
 * (the generated validators test them on every string a config, record or API value holds). The
 * judge is recheck, the ReDoS checker, which finds a polynomial or exponential attack string
 * where one exists. A pattern recheck cannot clear must say here why it is safe where it runs.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkSync } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { kinds } from '../src/plugins/kinds.js';
import { repoRoot } from './support/paths.js';
import { hangGuard } from './support/cli.js';

interface Found {
  where: string;
  source: string;
  flags: string;
}

/** Patterns safe where they run though recheck can build an attack on them alone, with the reason. */
const safeWhereTheyRun: Record<string, string> = {
  '"[^"\\\\]*(?:\\\\.[^"\\\\]*)*"':
    "json-quick.ts scans only text JSON.parse accepted: there every match starts at a string's opening quote and succeeds, so the scan is one pass",
};

/** Regular expressions src/ builds at run time, in every form it builds them. */
const builtAtRunTime: Record<string, string[]> = {
  'src/deploy/library-kind.ts': kinds.map((k) => `(?:^|[^A-Za-z0-9])${k.id}(?=\\.so|-|\\.)`),
};

function sourceFiles(): string[] {
  return readdirSync(join(repoRoot, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `src/${f.split('\\').join('/')}`);
}

/** The regular expression literals of src/, and the files that build one with `new RegExp`. */
function literals(): { found: Found[]; building: Set<string> } {
  const found: Found[] = [];
  const building = new Set<string>();
  for (const file of sourceFiles()) {
    const source = ts.createSourceFile(file, readFileSync(join(repoRoot, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText();
        const end = text.lastIndexOf('/');
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push({ where: `${file}:${line}`, source: text.slice(1, end), flags: text.slice(end + 1) });
      }
      if (ts.isNewExpression(node) && node.expression.getText() === 'RegExp') building.add(file);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { found, building };
}

/** Every `pattern` (and `patternProperties` name) of the schemas. */
function schemaPatterns(): Found[] {
  const out: Found[] = [];
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${where}/${i}`));
    else if (node !== null && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'pattern' && typeof value === 'string') out.push({ where, source: value, flags: 'u' });
        if (key === 'patternProperties' && value !== null && typeof value === 'object') {
          for (const name of Object.keys(value)) out.push({ where: `${where}/patternProperties`, source: name, flags: 'u' });
        }
        walk(value, `${where}/${key}`);
      }
    }
  };
  for (const file of readdirSync(join(repoRoot, 'schemas'), { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.json')) walk(JSON.parse(readFileSync(join(repoRoot, 'schemas', file), 'utf8')), `schemas/${file}#`);
  }
  return out;
}

/**
 * recheck's verdict, with the attack string when there is one. A sticky expression (`y`) matches
 * only where it is put, so it is checked anchored there; a global one searches, as written.
 */
function verdict(pattern: Found): string {
  const source = pattern.flags.includes('y') ? `^(?:${pattern.source})` : pattern.source;
  const result = checkSync(source, pattern.flags.replace(/[gy]/g, ''), { timeout: hangGuard });
  if (result.status === 'safe') return 'safe';
  if (safeWhereTheyRun[pattern.source] !== undefined) return 'safe';
  const attack = result.status === 'vulnerable' ? ` (${result.complexity.type}: ${result.attack.pattern})` : '';
  return `${result.status}${attack}`;
}

describe('regular expressions stay linear', { timeout: 300_000 }, () => {
  const { found, building } = literals();

  it('finds the expressions (the walk works)', () => {
    expect(found.length).toBeGreaterThan(40);
    expect(schemaPatterns().length).toBeGreaterThan(10);
  });

  it('every file that builds a regular expression at run time lists the forms it builds', () => {
    expect([...building].sort()).toEqual(Object.keys(builtAtRunTime).sort());
  });

  it('every literal of src/ is safe', () => {
    const unsafe = found.map((f) => [f.where, f.source, verdict(f)]).filter(([, , v]) => v !== 'safe');
    expect(unsafe).toEqual([]);
  });

  it('every expression src/ builds at run time is safe', () => {
    const built = Object.entries(builtAtRunTime).flatMap(([where, sources]) => sources.map((source) => ({ where, source, flags: '' })));
    expect(built.map((f) => [f.where, f.source, verdict(f)]).filter(([, , v]) => v !== 'safe')).toEqual([]);
  });

  it('every pattern of the schemas is safe', () => {
    const unsafe = schemaPatterns()
      .map((f) => [f.where, f.source, verdict(f)])
      .filter(([, , v]) => v !== 'safe');
    expect(unsafe).toEqual([]);
  });

  it('the exceptions are still in use, so none outlives its reason', () => {
    const all = new Set([...found, ...schemaPatterns()].map((f) => f.source));
    expect(Object.keys(safeWhereTheyRun).filter((source) => !all.has(source))).toEqual([]);
  });
});
