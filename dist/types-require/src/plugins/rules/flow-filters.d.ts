/**
 * The core processor's `flow_filters` (proc-core 1.0.30): expressions agent 5.0.7's flow parser
 * evaluates on each flow, in order until one matches; a flow is sent on the stream-flows and
 * legacy-socket channels only when one does. How the parser reads an expression is in
 * flow-grammar.ts; what each reading costs was run on the agent (docs/flow-filters.md).
 */
import type { Diagnostic } from '../../core/diagnostic.js';
export declare function flowFilters(config: unknown): Diagnostic[];
