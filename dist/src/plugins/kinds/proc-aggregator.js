import { hasMember, isPlainObject } from '../../core/value.js';
import { hasAny } from './members.js';
/** Deployed agents spell `nested` as `nested_mode`. */
function nestedMode(config) {
    if (!hasMember(config, 'nested_mode'))
        return [];
    return [{ pointer: '/nested_mode', message: '"nested_mode" is how deployed agents spell this member; the published interface calls it "nested"' }];
}
/** Both spellings, set apart: the agent follows one of them and ignores the other. */
function nestedDisagree(config) {
    if (!isPlainObject(config) || !hasMember(config, 'nested_mode') || !hasMember(config, 'nested') || config.nested === config.nested_mode)
        return [];
    return [
        {
            severity: 'warning',
            code: 'field/behaviour',
            message: '"nested" and "nested_mode" disagree: the agent follows one of them and ignores the other, and which one the closed aggregator plugin reads is not published; keep one',
            pointer: '/nested',
        },
    ];
}
export const procAggregator = {
    id: 'proc-aggregator',
    role: 'processor',
    signature: (v) => hasAny(v, 'aggregator', 'log_interval', 'privacy_mode', 'nested', 'nested_mode', 'batched_rows', 'criteria'),
    rules: [nestedDisagree],
    divergences: [nestedMode],
    sends: { via: 'sinks', payload: { carries: 'batch', describes: 'aggregator batches' } },
};
