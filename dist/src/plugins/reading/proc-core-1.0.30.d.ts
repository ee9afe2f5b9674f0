/**
 * How proc-core 1.0.30 reads its config (ExcellentiaFuturale/Netify-Core-Processor-Plugin @
 * f7493d11, `src/npp-plugin.cpp` and `include/npp-plugin.hpp`). Every row was run on agent 5.0.7:
 * the run names are cases of ../shared/reference/agent-runs/config-cases or of
 * fixtures/agent-runs/found.
 */
import type { ReadingTable } from './model.js';
export declare const procCore1030: ReadingTable;
