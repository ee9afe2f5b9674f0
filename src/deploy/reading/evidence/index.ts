/** Where each loader behaviour comes from, by release: the tables of `../index.ts`'s `loaderReadings`. */
import type { AgentRelease } from '../../model.js';
import type { LoaderRowId, ReadingRow } from '../loader.js';
import { loader507Rows } from './loader-5.0.7.js';
import { loader528Rows } from './loader-5.2.8.js';

export const loaderEvidence: Readonly<Record<AgentRelease, Readonly<Record<LoaderRowId, ReadingRow>>>> = { '5.0': loader507Rows, '5.2': loader528Rows };
