import type { SinkSpec } from './spec.js';
export declare const sinkHttp: SinkSpec<'sink-http'>;
