import { type ProcessorSpec } from './spec.js';
export declare const procPython: ProcessorSpec<'proc-python'>;
