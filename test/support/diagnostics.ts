/** Matching produced diagnostics against what a `<name>.diagnostics.json` lists. */
import type { Diagnostic } from '../../src/core/diagnostic.js';

/** What a `<name>.diagnostics.json` lists. */
export interface ExpectedDiagnostic {
  severity: Diagnostic['severity'];
  code: Diagnostic['code'];
  pointer: string;
  suggestion?: string;
  message?: string;
}

/** Whether a produced diagnostic satisfies one expected entry. */
function satisfies(d: Diagnostic, want: ExpectedDiagnostic): boolean {
  return (
    d.severity === want.severity &&
    d.code === want.code &&
    d.pointer === want.pointer &&
    (want.suggestion === undefined || d.suggestion === want.suggestion) &&
    (want.message === undefined || d.message.includes(want.message))
  );
}

/**
 * Matches produced diagnostics to expected ones as a multiset (a maximum bipartite matching, so
 * the order of either list never matters): each expected entry takes its own produced diagnostic
 * with the same severity, code, pointer, and suggestion and message part when given. Returns the
 * unmatched of both sides; both empty means equal.
 */
export function matchDiagnostics(
  produced: readonly Diagnostic[],
  expected: readonly ExpectedDiagnostic[],
): { missing: ExpectedDiagnostic[]; unexpected: Diagnostic[] } {
  const owner: (number | undefined)[] = produced.map(() => undefined);
  const tryAssign = (w: number, seen: Set<number>): boolean => {
    for (let p = 0; p < produced.length; p++) {
      if (seen.has(p) || !satisfies(produced[p]!, expected[w]!)) continue;
      seen.add(p);
      if (owner[p] === undefined || tryAssign(owner[p]!, seen)) {
        owner[p] = w;
        return true;
      }
    }
    return false;
  };
  const missing = expected.filter((_, w) => !tryAssign(w, new Set()));
  const unexpected = produced.filter((_, p) => owner[p] === undefined);
  return { missing, unexpected };
}
