import type { ProcessorSpec } from './spec.js';
export declare const procCore: ProcessorSpec<'proc-core'>;
