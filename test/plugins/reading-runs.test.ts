/**
 * The reading tables against the runs behind them: every deployment of
 * fixtures/agent-runs/found/model-* (recorded on agent 5.0.7 with proc-core 1.0.30 and sink-http
 * 1.0.13 by test/plugins/reading/record-runs.mjs) goes through `lint --agent 5.0 --root` and is
 * held by the rule of test/differential/rule.ts to what the agent did (its agent.json); every run
 * a table row names exists; a duplicate key says which one the plugin reads.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSource } from '../../src/plugins/check.js';
import { readingTables } from '../../src/plugins/reading/index.js';
import { lintRoot, type Finding } from '../differential/lint-root.js';
import { meets, required, type CaseIntent } from '../differential/rule.js';
import { repoRoot } from '../support/paths.js';

const found = join(repoRoot, 'fixtures', 'agent-runs', 'found');
const intents = (JSON.parse(readFileSync(join(repoRoot, 'fixtures', 'agent-runs', 'model-cases.json'), 'utf8')) as { cases: Record<string, CaseIntent> }).cases;
const referenceCases = Object.keys(
  (JSON.parse(readFileSync(join(repoRoot, 'fixtures', 'agent-runs', 'config-cases.json'), 'utf8')) as { cases: object }).cases,
);
const names = readdirSync(found).filter((n) => n.startsWith('model-') && existsSync(join(found, n, 'agent.json')));

const lint = (name: string): Finding[] => lintRoot(join(found, name, 'etc'));
const key = (f: Finding) => `${f.code} ${f.message}`;

describe('lint --agent 5.0 --root agrees with the recorded model-* runs', () => {
  const control = new Set(lint('model-control').map(key));

  it('has an intent for every case and a case for every intent', () => {
    expect(names.sort()).toEqual(Object.keys(intents).sort());
  });

  it.each(names)('%s', (name) => {
    const outcome = JSON.parse(readFileSync(join(found, name, 'agent.json'), 'utf8')) as {
      fatal: boolean;
      timed_out?: boolean;
      posts: Record<string, number>;
      log: string[];
    };
    const intent = intents[name]!;
    // An agent that never exits on its own (killed at the time limit) and posts nothing stops the device as surely as a fatal error.
    const { need, why } = required({ fatal: outcome.fatal || outcome.timed_out === true, posts: outcome.posts, logErrors: outcome.log }, intent);
    const findings = lint(name);
    const errors = findings.filter((f) => f.severity === 'error').length;
    const ownWarnings = findings.filter((f) => f.severity === 'warning' && !control.has(key(f))).length;
    const agrees = meets(need, errors, ownWarnings);
    if (intent.disagrees !== undefined) expect(agrees, `${name} now agrees (${need}: ${why}): remove its "disagrees"`).toBe(false);
    else expect(agrees, `${name}: ${need} (${why}), got ${errors} errors and ${ownWarnings} own warnings: ${findings.map(key).join(' | ')}`).toBe(true);
  });
});

describe('the reading tables', () => {
  it('name, on every row, the source place and runs that exist', () => {
    for (const table of Object.values(readingTables)) {
      for (const row of table!.keys) {
        expect(row.source, `${table!.release} ${row.key}`).toMatch(/^(src|include)\/[\w./-]+\.(cpp|hpp):\d/);
        const named = [
          ...Object.values(row.runs),
          ...(row.strings ?? []).map((c) => c.run),
          ...(row.members?.names ?? []).map((c) => c.run),
          ...(row.members?.strings ?? []).map((c) => c.run),
          row.cut?.run,
          row.cut?.accepted?.run,
        ];
        const runs = named.flatMap((r) => (r === undefined ? [] : r.split(', ')));
        for (const run of runs) expect(names.includes(run) || referenceCases.includes(run), `${table!.release} ${row.key}: run ${run}`).toBe(true);
      }
      for (const run of [table!.duplicates.run, table!.channels.disabled.run].flatMap((r) => r.split(', ')))
        expect(names.includes(run) || referenceCases.includes(run), `${table!.release}: run ${run}`).toBe(true);
    }
  });

  it('say which duplicate key the plugin reads, as a warning, and judge the kept value', async () => {
    const text = '{"format": "xml", "format": "json", "sinks": {"sink-http": {"flows": {"types": ["stream-flows"]}}}}';
    const { result } = await checkSource({ file: 'netify-proc-core.json', kind: 'proc-core', text, format: 'json' });
    expect(result.diagnostics).toMatchObject([
      {
        severity: 'warning',
        code: 'parse/duplicate-key',
        pointer: '/format',
        message: '"format" is given twice: proc-core 1.0.30 reads this one, the last, and ignores the one at line 1, column 2',
      },
    ]);
    const stops = await checkSource({
      file: 'netify-proc-core.json',
      kind: 'proc-core',
      text: text.replace('"xml", "format": "json"', '"json", "format": "xml"'),
      format: 'json',
    });
    expect(stops.result.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['warning parse/duplicate-key', 'error schema/enum']);
  });
});
