import { type ProcessorSpec } from './spec.js';
export declare const procDevDiscovery: ProcessorSpec<'proc-dev-discovery'>;
