/**
 * The verdict on one telemetry record: its type, schema errors (located by JSON Pointer), members
 * the interface does not list, and divergences of current agents from the interface.
 * Runs anywhere (no Node built-ins) and never throws.
 */
import { recordShapes } from '../../generated/records/shapes.js';
import { hasErrors } from '../core/diagnostic.js';
import { unknownKeys } from '../core/unknown-keys.js';
import { shapeAt } from '../core/walk.js';
import { parsePointer } from '../core/pointer.js';
import { closest, editDistance } from '../core/suggest.js';
import { mapAjvErrors } from '../core/ajv-errors.js';
import { describeValue } from '../core/describe.js';
import { isPlainObject } from '../core/value.js';
import { callArgument, valueProblem } from '../core/arguments.js';
import { agentReleases, isOlderMember } from './agent-release.js';
import { boundedAll, internalError } from '../core/safety.js';
import { capOption, FindingsCap } from '../core/cap.js';
import { AGENT_HELLO, AGGREGATOR_BATCH, LEGACY_HTTP, isRecordType, recordTypes, schemaOfType } from './catalog.js';
import { recordDivergences } from './divergences.js';
import { isLegacyDocument, legacyDocumentProblems } from './legacy-http.js';
import { olderAgentNote, olderAgentSigns } from './older-agent.js';
import { explainerOf, fastCheckOf } from './validators.js';
/** A `required` error for a member that agent 5.2 added (`x-agentconf-since` in its schema). */
function addedLater(shape, error) {
    if (error.keyword !== 'required' || !isPlainObject(error.params) || typeof error.params.missingProperty !== 'string')
        return false;
    return shapeAt(shape, parsePointer(error.instancePath))?.props?.[error.params.missingProperty]?.since === '5.2';
}
const error = (code, message, pointer, extra = {}) => ({
    severity: 'error',
    code,
    message,
    pointer,
    ...extra,
});
/** Aggregator output: `{"log_time_end", "stats"}` (and usually `log_time_start`), no `type`. */
function isAggregatorBatch(value) {
    return !Object.hasOwn(value, 'type') && Object.hasOwn(value, 'log_time_end') && Object.hasOwn(value, 'stats');
}
/**
 * The record type probably meant. Plain edit distance first, so `flow_stat` gets `flow_stats`
 * rather than `flow` (which the prefix rule of {@link closest} ranks the same).
 */
function nearestType(type) {
    // No record type is longer than 40 characters: a longer name is no typo of one (and the distance table would grow with it).
    if (type.length > 64)
        return undefined;
    const near = recordTypes.filter((t) => editDistance(type.toLowerCase(), t) <= 1);
    return near.length === 1 ? near[0] : closest(type, recordTypes);
}
const NO_TYPE = `the record has no "type" member, so its kind is unknown; record types are ${recordTypes.join(', ')}`;
/** What is wrong with a value that is no record of a known type, or undefined when it is one. */
function typeProblem(value) {
    if (!isPlainObject(value)) {
        return error('record/not-object', `a record must be an object, not ${Array.isArray(value) ? 'an array' : describeValue(value)}`, '');
    }
    if (!Object.hasOwn(value, 'type')) {
        return error('record/no-type', NO_TYPE, '');
    }
    const type = value.type;
    if (typeof type !== 'string')
        return error('schema/type', `"type" must be a string naming the record type, not ${describeValue(type)}`, '/type');
    if (isRecordType(type))
        return undefined;
    const suggestion = nearestType(type);
    return error('record/unknown-type', `unknown record type ${JSON.stringify(type)}` +
        (suggestion ? `; did you mean ${JSON.stringify(suggestion)}?` : `; record types are ${recordTypes.join(', ')}`), '/type', suggestion ? { suggestion } : {});
}
/**
 * Judges one record (a parsed JSON or msgpack value). Never throws, never changes `value`: a value
 * that is not data (a cycle, a typed array, a getter that throws, more than a million members)
 * is a `call/argument` error, found before any rule walks it.
 * @example validateRecord(JSON.parse(line)).valid
 */
export function validateRecord(value, options = {}) {
    const problem = valueProblem(value);
    if (problem)
        return { valid: false, diagnostics: [problem] };
    const cap = capOption(options);
    if (!(cap instanceof FindingsCap))
        return { valid: false, diagnostics: [cap] };
    let agent;
    try {
        agent = isPlainObject(options) ? options.agent : undefined;
    }
    catch {
        return { valid: false, diagnostics: [callArgument('reading the options failed; pass a plain object')] };
    }
    if (agent !== undefined && !agentReleases.includes(agent)) {
        return { valid: false, diagnostics: [callArgument(`options.agent must be ${agentReleases.join(' or ')}`, '/agent')] };
    }
    try {
        return ownFindings(judgeRecordValue(value, agent, cap));
    }
    catch (error) {
        return { valid: false, diagnostics: [internalError(error)] };
    }
}
/**
 * `result` with findings of the caller's own: those made once and shared by every record that
 * has them (frozen: a stream's divergences) are copied, so a caller may change what it is given.
 */
function ownFindings(result) {
    const list = result.diagnostics;
    for (let i = 0; i < list.length; i++)
        if (Object.isFrozen(list[i]))
            list[i] = { ...list[i] };
    return result;
}
/**
 * {@link validateRecord} for a value known to be data: parsed from JSON or decoded from msgpack
 * by the stream reader (which holds msgpack's binary and timestamps as they are).
 */
export function judgeRecordValue(value, agent, cap = new FindingsCap(), recurring) {
    const result = cap.capped(judgeUnbounded(value, agent, cap, recurring));
    // Messages quote the record (a 1 MB type was echoed whole): each is bounded (core/message.ts).
    boundedAll(result.diagnostics);
    return result;
}
/**
 * The verdict, its schema errors and unknown members built up to `cap.max` (the caller trims the
 * whole). `recurring`: the unknown members a stream repeats, tried before the full check.
 */
function judgeUnbounded(value, agent, cap, recurring) {
    if (isPlainObject(value) && isAggregatorBatch(value)) {
        const note = {
            severity: 'info',
            code: 'record/aggregator-batch',
            message: 'an aggregator batch (log_time_end and stats): the published interface gives it no shape, so only its presence is noted',
            pointer: '',
        };
        return { valid: true, type: AGGREGATOR_BATCH, diagnostics: [note] };
    }
    if (isPlainObject(value) && isLegacyDocument(value)) {
        const diagnostics = legacyDocumentProblems(value, (record, release) => judgeUnbounded(record, release, cap), agent);
        return { valid: !hasErrors(diagnostics), type: LEGACY_HTTP, diagnostics };
    }
    if (isPlainObject(value) && value.type === AGENT_HELLO) {
        const divergence = {
            severity: 'info',
            code: 'spec/divergence',
            message: 'an agent_hello record: a core processor legacy-socket channel sends it before its records (proc-core 1.0.30); the published interface defines no such record, so its members are not checked',
            pointer: '/type',
        };
        return { valid: true, type: AGENT_HELLO, diagnostics: [divergence] };
    }
    const problem = typeProblem(value);
    if (problem)
        return { valid: false, diagnostics: [problem] };
    const record = value;
    const { type } = record;
    const id = schemaOfType(type);
    const fastCheck = fastCheckOf(id);
    // Valid but for unknown members the stream has shown before: explained without the full check.
    // Asked first: a record that holds one of them fails the closed schema anyway, and in a stream
    // that repeats one, most records do.
    const known = recurring?.explain(id, record, fastCheck);
    if (known !== undefined && known.length <= cap.max) {
        const unknown = agent === '5.0' ? known.filter((d) => !isOlderMember(type, d.pointer)) : known;
        return { valid: true, type, diagnostics: unknown.concat(recordDivergences(type, record, agent)) };
    }
    // Most records pass the closed schema: valid, no unknown member, only divergences to look for.
    if (fastCheck(record)) {
        const diagnostics = recordDivergences(type, record, agent);
        return { valid: true, type, diagnostics };
    }
    const shape = recordShapes[id];
    const diagnostics = [];
    const explainer = explainerOf(id);
    if (!explainer(record)) {
        const closedKeys = (pointer) => Object.keys(shapeAt(shape, parsePointer(pointer))?.props ?? {});
        // Judged as agent 5.0's: a member 5.2 added (x-agentconf-since) is not required of it.
        const sent = agent === '5.0' ? explainer.errors?.filter((e) => !addedLater(shape, e)) : explainer.errors;
        const errors = mapAjvErrors(sent, record, closedKeys, 'the record', cap);
        const signs = agent === '5.0' ? undefined : olderAgentSigns(type, record);
        diagnostics.push(...(signs ? errors.map((d) => ({ ...d, message: d.message + olderAgentNote(signs) })) : errors));
    }
    const unknown = unknownKeys(record, shape, cap);
    recurring?.learn(id, shape, unknown);
    diagnostics.push(...(agent === '5.0' ? unknown.filter((d) => !isOlderMember(type, d.pointer)) : unknown), ...recordDivergences(type, record, agent));
    return { valid: !hasErrors(diagnostics) && !cap.leftErrors, type, diagnostics };
}
