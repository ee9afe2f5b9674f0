import { callArgument, thrownReason } from '../../core/arguments.js';
import { boundText } from '../../core/message.js';
import { isPlainObject, typeName } from '../../core/value.js';
import { framingNames } from './frames.js';
import { agentReleases } from '../agent-release.js';
/** The defaults for streams (files, stdin, sockets): records stay small, streams may be long. */
export const streamLimits = {
    maxRecordBytes: 16 * 1024 * 1024,
    maxDecompressedBytes: 1024 * 1024 * 1024,
    maxInflateRatio: 200,
    maxRecords: 10_000_000,
};
/** The defaults for one payload (an HTTP body): it is held whole in memory, so it is capped lower. */
export const payloadLimits = {
    maxRecordBytes: 16 * 1024 * 1024,
    maxDecompressedBytes: 64 * 1024 * 1024,
    maxInflateRatio: 200,
    maxRecords: 1_000_000,
};
/** Inflated bytes below which the ratio cap does not apply: small streams of repeated records compress well. */
export const RATIO_FLOOR = 4 * 1024 * 1024;
/**
 * A caller's reading options checked (an object; a known framing; caps that are positive numbers)
 * and the caps filled from `defaults`, or the `call/argument` problem with them.
 */
export function readOptions(options, defaults) {
    try {
        return checkOptions(options, defaults);
    }
    catch (error) {
        return { diagnostic: callArgument(`reading the options failed (${thrownReason(error)}); pass a plain object`) };
    }
}
function checkOptions(options, defaults) {
    if (options === undefined || options === null)
        return { options: {}, limits: defaults };
    if (!isPlainObject(options))
        return { diagnostic: callArgument(`the options must be an object, not ${typeName(options)}`) };
    const { framing, limits, gzip, agent } = options;
    if (gzip !== undefined && typeof gzip !== 'boolean')
        return { diagnostic: callArgument(`options.gzip must be a boolean, not ${typeName(gzip)}`, '/gzip') };
    if (agent !== undefined && !agentReleases.includes(agent))
        return { diagnostic: callArgument(`options.agent must be ${agentReleases.join(' or ')}, not ${typeName(agent)}`, '/agent') };
    // A copy: the caller's object is read once (a getter may answer differently the next time).
    const read = { ...(framing !== undefined ? { framing } : {}), ...(gzip !== undefined ? { gzip } : {}), ...(agent !== undefined ? { agent } : {}) };
    if (framing !== undefined && !framingNames.includes(framing)) {
        const given = typeof framing === 'string' ? JSON.stringify(boundText(framing, 60)) : typeName(framing);
        return { diagnostic: callArgument(`unknown framing ${given}; framings are ${framingNames.join(', ')}`, '/framing') };
    }
    if (limits === undefined || limits === null)
        return { options: read, limits: defaults };
    if (!isPlainObject(limits))
        return { diagnostic: callArgument(`the limits must be an object, not ${typeName(limits)}`, '/limits') };
    const merged = { ...defaults };
    for (const name of Object.keys(defaults)) {
        const value = limits[name];
        if (value === undefined)
            continue;
        if (typeof value !== 'number' || !(value > 0))
            return { diagnostic: callArgument(`limits.${name} must be a positive number, not ${typeName(value)}`, `/limits/${name}`) };
        merged[name] = value;
    }
    return { options: read, limits: merged };
}
