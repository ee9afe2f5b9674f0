import type { SinkSpec } from './spec.js';
export declare const sinkUbus: SinkSpec<'sink-ubus'>;
