import type { ProcessorSpec } from './spec.js';
export declare const procIntel: ProcessorSpec<'proc-intel'>;
