/**
 * Where each behaviour of agent 5.0.7's loader table (`../loader-5.0.7.ts`) comes from: the place
 * in its public source (ExcellentiaFuturale/Netify-Agent @ 92ef4f2d) and the runs of
 * ../shared/real-agent that confirmed it (folders of fixtures/agent-runs/found/ or of the reference
 * config-cases). Data for the tests and docs/loader-reading.md, kept out of what a check loads.
 */
import type { LoaderRowId, ReadingRow } from '../loader.js';
export declare const loader507Rows: Readonly<Record<LoaderRowId, ReadingRow>>;
