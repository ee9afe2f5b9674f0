/**
 * The results of `receive` name request paths (`/v1/flows`), not files: SARIF gives the path as
 * a relative reference with no base and no region, GitLab as it is, GitHub an annotation with no
 * file that the path leads (issue 35, item 10). Before, SARIF said `file:///v1/flows` and GitHub
 * `file=/v1/flows`: a file at the root of the runner's disk.
 */
import { describe, expect, it } from 'vitest';
import type { FileResult } from '../../src/core/report.js';
import { formatGithub } from '../../src/format/github.js';
import { formatGitlab } from '../../src/format/gitlab.js';
import { formatSarif } from '../../src/format/sarif.js';
import { context } from './fixtures.js';

const finding = { severity: 'warning' as const, code: 'spec/divergence' as const, message: '"tcm_kb" is absent', pointer: '', record: 0, line: 1, column: 1 };
const request: FileResult = { file: '/v1/flows', request: true, diagnostics: [finding] };
const grouped: FileResult = { file: '(other paths)', request: true, diagnostics: [finding] };
const ctx = { ...context(), baseUri: 'file:///work/repo/' };

describe('request paths of receive', () => {
  it('SARIF: the request path as a relative reference, no base, no region; a group of paths its URN', () => {
    const log = JSON.parse(formatSarif([request, grouped], ctx)) as {
      runs: { results: { locations: { physicalLocation: { artifactLocation: unknown; region?: unknown } }[] }[] }[];
    };
    const [a, b] = log.runs[0]!.results.map((r) => r.locations[0]!.physicalLocation);
    expect(a).toEqual({ artifactLocation: { uri: '/v1/flows' } });
    expect(b).toEqual({ artifactLocation: { uri: 'urn:agentconf:receive:(other%20paths)' } });
  });

  it('GitLab: the path as it is', () => {
    const issues = JSON.parse(formatGitlab([request], { ...ctx, baseUri: 'file:///' })) as { location: { path: string } }[];
    expect(issues[0]!.location.path).toBe('/v1/flows');
  });

  it('GitHub: an annotation with no file, the path leading its message', () => {
    expect(formatGithub([request], ctx).split('\n')[0]).toBe('::warning title=agentconf [spec/divergence]::/v1/flows: record 0: "tcm_kb" is absent');
  });
});
