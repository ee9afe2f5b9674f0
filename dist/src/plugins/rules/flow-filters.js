import { childPointer } from '../../core/pointer.js';
import { isPlainObject } from '../../core/value.js';
import { readFlowExpression } from './flow-grammar.js';
import { eachSinkChannel } from './sink-channels.js';
const release = "proc-core 1.0.30 with agent 5.0.7's flow parser";
/** The filter matches no flow, said as what the agent does with it; undefined when it can match. */
function matchesNothing(reading) {
    const failure = reading.failure;
    if (failure !== undefined) {
        const logged = failure.kind === 'syntax' ? 'syntax error' : 'memory exhausted';
        const where = failure.kind === 'syntax' ? `at column ${failure.column}: ` : '';
        return `${release} cannot read this filter (${where}${failure.message}): it logs "${logged}" for it on every flow and the filter matches none`;
    }
    if (reading.statements === 0)
        return `this filter is empty: ${release} reads it without a log line and it matches no flow`;
    return undefined;
}
/**
 * Findings at each filter that matches no flow (an error when no filter can match: no flow
 * record is sent), at each `detected_hostname == 'rx:...'` (an error: the processor loops
 * forever), and at each string of several statements (a warning: only the last one decides).
 */
/** The channel types whose flow records pass the filters. */
const flowTypes = ['stream-flows', 'legacy-socket', 'legacy-http'];
const carriesFlowTypes = (types) => Array.isArray(types) && types.some((t) => flowTypes.includes(t));
/** Whether an enabled channel of the config carries flow records (its own types or the top-level ones). */
function routesFlows(config) {
    const top = carriesFlowTypes(config.types);
    let found = false;
    eachSinkChannel(config, (channel) => {
        if (channel.enable !== false && (top || carriesFlowTypes(channel.types)))
            found = true;
    });
    return found;
}
export function flowFilters(config) {
    if (!isPlainObject(config) || !Array.isArray(config.flow_filters))
        return [];
    // Filters that let no flow through lose records only where a channel carries flows (run ok-error-plugins-second-proc-flows: a processor with no channels).
    const routed = routesFlows(config);
    const exprs = config.flow_filters;
    const readings = exprs.map((e) => (typeof e === 'string' ? readFlowExpression(e) : undefined));
    const canMatch = readings.some((r) => r !== undefined && matchesNothing(r) === undefined);
    const out = [];
    readings.forEach((reading, i) => {
        if (reading === undefined)
            return;
        const pointer = childPointer('/flow_filters', i);
        const nothing = matchesNothing(reading);
        if (nothing !== undefined) {
            out.push({
                severity: canMatch || !routed ? 'warning' : 'error',
                code: 'field/behaviour',
                message: nothing +
                    (canMatch
                        ? '; only the other filters let flows through'
                        : routed
                            ? ', and no other filter can: no flow record is sent on the stream-flows and legacy-socket channels'
                            : ', and no other filter can: no flow record would be sent, though no enabled channel of this processor carries flows yet'),
                pointer,
            });
        }
        if (reading.regexEquals) {
            out.push({
                severity: 'error',
                code: 'field/behaviour',
                message: `${release} loops forever in a detected_hostname == 'rx:...' comparison on the first flow with a detected hostname that reaches this filter: ` +
                    "no flow record is sent from then on and the agent never exits on its own (write the pattern without 'rx:' to compare the name, or use !=, which never loops)",
                pointer,
            });
        }
        if (reading.literalRx) {
            out.push({
                severity: 'warning',
                code: 'field/behaviour',
                message: `${release} reads this 'rx:...' as a name, not a regular expression (it holds only letters, digits and : / . _ + ( ) - and spaces), ` +
                    'so it compares the hostname with that literal text, rx: included, and matches no real name (a pattern needs a character such as * ^ $ [ or \\)',
                pointer,
            });
        }
        if (reading.failure === undefined && reading.statements > 1) {
            out.push({
                severity: 'warning',
                code: 'field/behaviour',
                message: `this filter holds ${reading.statements} statements: ${release} matches a flow by the last one only and ignores the others (put each in its own filter)`,
                pointer,
            });
        }
    });
    return out;
}
