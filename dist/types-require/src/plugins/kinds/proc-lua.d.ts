import { type ProcessorSpec } from './spec.js';
export declare const procLua: ProcessorSpec<'proc-lua'>;
