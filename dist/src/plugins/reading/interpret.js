/**
 * Reads a config the way a reading table says its plugin does, and turns that into verdicts:
 * 1. walk the places the plugin reads (the top level, then each channel it gets to: a disabled
 *    channel and, where the walk stops there, those after it are never read);
 * 2. classify each key's value (absent, wrong JSON type, unknown value, item or member of the wrong
 *    type, a class of string, a cut integer) into the row's effect;
 * 3. for `resolve`, put in the effective config what the plugin runs with.
 * `judge.ts` re-judges the published schema's errors by those verdicts and words the findings.
 * No row is special-cased here: every plugin-specific word comes from the table.
 */
import { sortByBytes } from '../../core/bytes.js';
import { childPointer } from '../../core/pointer.js';
import { cloneJson, hasMember, isPlainObject } from '../../core/value.js';
const TWO_64 = 2 ** 64;
/**
 * The JSON type nlohmann gives a value: from the literal as written where the source has it (`2.0`
 * is a float, `-0` an integer), else from the value.
 */
export function jsonType(value, pointer, source) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'array';
    switch (typeof value) {
        case 'boolean':
            return 'boolean';
        case 'string':
            return 'string';
        case 'number': {
            const written = source?.numberText(pointer);
            if (written !== undefined) {
                if (/^\d+$/.test(written))
                    return BigInt(written) < 2n ** 64n ? 'unsigned' : 'float';
                return /^-\d+$/.test(written) ? 'integer' : 'float';
            }
            if (!Number.isInteger(value))
                return 'float';
            if (value < 0 || Object.is(value, -0))
                return 'integer';
            return value < TWO_64 ? 'unsigned' : 'float';
        }
        default:
            return 'object';
    }
}
/** The value as written, short enough for a message. */
function writtenOf(value, pointer, source) {
    const text = (typeof value === 'number' ? source?.numberText(pointer) : undefined) ?? JSON.stringify(value) ?? String(value);
    return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
/** The places the plugin reads, and those it never does. */
function walk(table, config) {
    const walked = { places: [{ pointer: '', node: config, at: 'top' }], neverRead: [], notObjects: [] };
    const { path, disabled } = table.channels;
    let level = [{ pointer: '', value: config }];
    for (let i = 0; i < path.length; i++) {
        const step = path[i];
        const last = i === path.length - 1;
        const next = [];
        for (const { pointer, value } of level) {
            if (!isPlainObject(value))
                continue;
            if (step !== '*') {
                if (hasMember(value, step))
                    next.push({ pointer: childPointer(pointer, step), value: value[step] });
                continue;
            }
            const names = Object.keys(value);
            if (last && disabled.order === 'byte')
                sortByBytes(names);
            let stoppedAt;
            for (const name of names) {
                const child = value[name];
                const at = childPointer(pointer, name);
                if (!last)
                    next.push({ pointer: at, value: child });
                else if (stoppedAt !== undefined)
                    walked.neverRead.push({ pointer: at, name, after: stoppedAt });
                else if (!isPlainObject(child))
                    walked.notObjects.push({ pointer: at, map: value, name });
                else if (child[disabled.member] === false) {
                    walked.neverRead.push({ pointer: at, name });
                    if (disabled.then === 'stop')
                        stoppedAt = name;
                }
                else
                    walked.places.push({ pointer: at, node: child, at: 'channel' });
            }
        }
        level = next;
    }
    return walked;
}
const NONE = [];
/** The verdicts on one key's value (`parent`: the pointer of the object holding it). */
function classify(row, node, parent, config, source) {
    const value = node[row.key];
    // Most values get no verdict: what a verdict holds (its pointer, the value as written) is worked
    // out only for one, and the pointer before that only where a number's literal is looked up. No
    // closure nor array is made for a value without one (this runs for every key of every channel).
    const type = jsonType(value, typeof value === 'number' ? childPointer(parent, row.key) : '', source);
    if (!row.reads.includes(type))
        return [{ ...verdictBase(row, node, parent, config, value, source), effect: emptied(row.wrongType, config) }];
    if (row.values && typeof value === 'string' && !row.values.known.includes(value)) {
        return [{ ...verdictBase(row, node, parent, config, value, source), effect: row.values.unknown }];
    }
    let out;
    if (row.items && Array.isArray(value)) {
        const items = row.items;
        for (let i = 0; i < value.length; i++) {
            const item = value[i];
            const wrong = !items.reads.includes(jsonType(item, typeof item === 'number' ? childPointer(parent, row.key, i) : '', source));
            const effect = wrong
                ? items.wrongType
                : items.values && typeof item === 'string' && !items.values.known.includes(item)
                    ? items.values.unknown
                    : undefined;
            if (effect === undefined)
                continue;
            const at = childPointer(parent, row.key, i);
            (out ??= []).push({ pointer: at, label: `item ${i} of ${JSON.stringify(row.key)}`, written: writtenOf(item, at, source), effect });
        }
    }
    if (row.members && isPlainObject(value)) {
        const names = row.members.names;
        const strings = row.members.strings;
        const keys = Object.keys(value);
        for (let k = 0; k < keys.length; k++) {
            const name = keys[k];
            const member = value[name];
            const wrong = !row.members.reads.includes(jsonType(member, typeof member === 'number' ? childPointer(parent, row.key, name) : '', source));
            // The first class of the name, and of the value where it is a string, that changes what is sent.
            const named = names === undefined ? undefined : firstMatching(names, name);
            const valued = strings === undefined || typeof member !== 'string' ? undefined : firstMatching(strings, member);
            const byName = named !== undefined && named.effect.does !== 'reads' ? named : undefined;
            const byValue = valued !== undefined && valued.effect.does !== 'reads' ? valued : undefined;
            if (!wrong && byName === undefined && byValue === undefined)
                continue;
            const at = childPointer(parent, row.key, name);
            const label = `${JSON.stringify(row.key)} member ${JSON.stringify(name)}`;
            if (wrong)
                (out ??= []).push({ pointer: at, label, written: writtenOf(member, at, source), effect: row.members.wrongType });
            for (const c of [byName, byValue])
                if (c !== undefined)
                    (out ??= []).push({ pointer: at, label, effect: { ...c.effect, says: `${c.what}: ${c.effect.says ?? ''}` } });
        }
    }
    // A string of the row's plain shape falls in none of its classes (one test for the usual URL).
    if (row.strings && typeof value === 'string' && !row.plain?.test(value)) {
        const matched = row.strings.filter((c) => c.match.test(value));
        const worst = matched.find((c) => c.effect.does !== 'reads');
        if (worst)
            (out ??= []).push({
                ...verdictBase(row, node, parent, config, value, source),
                effect: { ...worst.effect, says: `${worst.what}: ${worst.effect.says ?? ''}` },
            });
        else if (matched.length > 0) {
            const says = matched.map((c) => `${c.what}: ${c.effect.does === 'reads' ? c.effect.says : ''}`).join('; ');
            (out ??= []).push({ ...verdictBase(row, node, parent, config, value, source), effect: { does: 'reads', says } });
        }
    }
    if (row.cut && type === 'unsigned' && typeof value === 'number') {
        const cutAt = cut(row, value, node, parent, config, source);
        for (let i = 0; i < cutAt.length; i++)
            (out ??= []).push(cutAt[i]);
    }
    return out ?? NONE;
}
/** What every verdict on `row`'s member of `node` holds but its effect. */
function verdictBase(row, node, parent, config, value, source) {
    const pointer = childPointer(parent, row.key);
    return { pointer, label: JSON.stringify(row.key), written: writtenOf(value, pointer, source), target: { node, key: row.key }, top: config[row.key] };
}
/** The first class whose pattern `name` matches. */
function firstMatching(classes, name) {
    for (let i = 0; i < classes.length; i++)
        if (classes[i].match.test(name))
            return classes[i];
    return undefined;
}
/** `effect`, or the loss it becomes where the top level gives the channel nothing to carry instead. */
function emptied(effect, config) {
    if (effect.does !== 'ignores' || effect.emptyWithoutTop === undefined)
        return effect;
    const top = config[effect.emptyWithoutTop.key];
    return Array.isArray(top) && top.length > 0 ? effect : { does: 'loses', says: effect.emptyWithoutTop.says };
}
/** `effect` of an absent member, or the loss it becomes where the top level writes that member but not as an array. */
function unread(effect, config) {
    if (effect.does !== 'ignores' || effect.unreadTop === undefined)
        return effect;
    const key = effect.unreadTop.key;
    return hasMember(config, key) && !Array.isArray(config[key]) ? { does: 'loses', says: effect.unreadTop.says } : effect;
}
/** A 32-bit cut of an unsigned value, and what libcurl does with the result. */
function cut(row, value, node, parent, config, source) {
    // Most values fit: no BigInt, no verdict.
    const used = value <= 0xffffffff ? value : Number(BigInt(value) % 2n ** 32n);
    const accepted = row.cut.accepted;
    if (used === value && (accepted === undefined || used <= accepted.max))
        return NONE;
    const base = verdictBase(row, node, parent, config, value, source);
    const out = [];
    if (used !== value) {
        out.push({
            ...base,
            effect: {
                does: 'ignores',
                uses: { value: used, shown: String(used) },
                says: 'it reads the value into a 32-bit unsigned integer, which keeps it modulo 2^32',
            },
        });
    }
    if (accepted && used > accepted.max)
        out.push({ ...base, written: String(used), effect: accepted.above });
    return out;
}
const placeRows = new WeakMap();
/** A table's rows by the place they are read at, split once. */
function rowsByPlace(table) {
    let rows = placeRows.get(table);
    if (rows === undefined) {
        rows = { top: table.keys.filter((r) => r.at === 'top'), channel: table.keys.filter((r) => r.at === 'channel') };
        placeRows.set(table, rows);
    }
    return rows;
}
/** Every verdict on a config, and the parts never read. */
export function verdicts(table, config, source) {
    const walked = walk(table, config);
    const found = [];
    const byPlace = rowsByPlace(table);
    for (const place of walked.places) {
        const rows = place.at === 'top' ? byPlace.top : byPlace.channel;
        for (let r = 0; r < rows.length; r++) {
            const row = rows[r];
            if (!hasMember(place.node, row.key)) {
                if (row.absent.does !== 'reads')
                    found.push({ pointer: place.pointer, label: JSON.stringify(row.key), absentKey: row.key, effect: unread(row.absent, config) });
                continue;
            }
            const got = classify(row, place.node, place.pointer, config, source);
            for (let i = 0; i < got.length; i++)
                found.push(got[i]);
        }
    }
    for (const n of walked.notObjects) {
        found.push({
            pointer: n.pointer,
            label: `channel ${JSON.stringify(n.name)}`,
            written: writtenOf(n.map[n.name], n.pointer, source),
            effect: table.channels.notObject,
            target: { node: n.map, key: n.name },
            channel: true,
        });
    }
    return { found, walked };
}
/** Puts in the effective config, in place, what the plugin runs with where it ignores a value. */
export function applyReading(table, config, source) {
    applyVerdicts(verdicts(table, config, source).found);
}
/** Whether `applyVerdicts` changes the config for `v` (the pipeline's step 2 does nothing else to it). */
export const changesValue = (v) => v.effect.does === 'ignores' && v.target !== undefined && v.effect.uses !== 'keep';
/**
 * `applyReading` with the verdicts already found on the same config object (`Reading.verdicts`):
 * the schema's defaults filled in since add only values the plugin reads as they are
 * (test/plugins/reading-defaults.test.ts holds every fixture to that).
 */
export function applyVerdicts(found) {
    for (const v of found) {
        if (!changesValue(v))
            continue;
        const { node, key } = v.target;
        const uses = v.effect.uses;
        if (v.channel)
            node[key] = {};
        else if (uses === 'drop' || 'inherit' in uses)
            delete node[key];
        else
            node[key] = cloneJson(uses.value);
    }
}
