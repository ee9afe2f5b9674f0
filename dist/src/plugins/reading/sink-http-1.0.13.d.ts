/**
 * How sink-http 1.0.13 reads its config (ExcellentiaFuturale/Netify-HTTP-Sink-Plugin @ 9260b352,
 * `src/nsp-plugin.cpp` and `include/nsp-plugin.hpp`), and what libcurl (Debian 12) does with what
 * it passes on. Run names are cases of ../shared/reference/agent-runs/config-cases or of
 * fixtures/agent-runs/found.
 */
import type { ReadingTable, StringClass } from './model.js';
export declare const headerValues: readonly StringClass[];
export declare const sinkHttp1013: ReadingTable;
