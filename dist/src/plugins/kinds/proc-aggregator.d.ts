import type { ProcessorSpec } from './spec.js';
export declare const procAggregator: ProcessorSpec<'proc-aggregator'>;
