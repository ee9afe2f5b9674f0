/** Where things are: the repository, its fixtures, and the shared reference data beside it. */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const fixturesDir = join(repoRoot, 'fixtures');
/** The shared reference data, beside the repository (or where AGENTCONF_REFERENCE names); absent in a bare checkout. */
export const referenceDir = process.env.AGENTCONF_REFERENCE ?? join(repoRoot, '..', 'shared', 'reference');
export const hasReference = existsSync(referenceDir);
