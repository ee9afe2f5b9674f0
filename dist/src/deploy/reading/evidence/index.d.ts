/** Where each loader behaviour comes from, by release: the tables of `../index.ts`'s `loaderReadings`. */
import type { AgentRelease } from '../../model.js';
import type { LoaderRowId, ReadingRow } from '../loader.js';
export declare const loaderEvidence: Readonly<Record<AgentRelease, Readonly<Record<LoaderRowId, ReadingRow>>>>;
