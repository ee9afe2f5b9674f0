/** Where things are: the repository, its fixtures, and the shared reference data beside it. */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const fixturesDir = join(repoRoot, 'fixtures');
/** The shared data beside the repository (AGENTCONF_SHARED when the checkout is elsewhere, a git worktree). */
export const sharedDir = process.env.AGENTCONF_SHARED ?? join(repoRoot, '..', 'shared');
/** The shared reference data (or where AGENTCONF_REFERENCE names); absent in a bare checkout. */
export const referenceDir = process.env.AGENTCONF_REFERENCE ?? join(sharedDir, 'reference');
export const hasReference = existsSync(referenceDir);
