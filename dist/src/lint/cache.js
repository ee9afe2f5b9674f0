/**
 * `agentconf lint --cache`: the results of files that have not changed since the last run are taken
 * from a cache file instead of being checked again (ESLint's `--cache`, the same choices):
 * - a file is unchanged when its size and modification time (nanoseconds) are those the cache
 *   holds (strategy `metadata`, the default), or, when they differ, when its text has the same
 *   SHA-256 (a fresh clone, a `touch`); strategy `content` compares the hash always (a change that
 *   keeps the size and the time is then found too, at the cost of reading every file);
 * - the cache holds for one set of what decides a result besides the text: the agentconf build,
 *   `--kind`, the variables; any other set starts a new cache (rule levels and --quiet are applied
 *   after, so they do not);
 * - an unchanged file with findings is still read, for the code frames of the text format;
 * - only results of files read and checked whole are kept (not a read error, not an internal
 *   error, not a file whose kind could not be told nor one skipped as no agent config: both depend
 *   on how it was named);
 * - the cache is written once, at the end, atomically (`writeOutput`), and only over a file that is
 *   absent or is an agentconf cache: `--cache-location` naming a config is refused, not overwritten.
 * Entries of files this run did not check are kept while the file exists.
 */
import { hash } from 'node:crypto';
import { closeSync, constants, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { leftOffCounts, markLeftOff } from '../core/cap.js';
import { ioMessage } from '../core/io-message.js';
import { readFileInput } from '../files/read.js';
import { readFileText } from '../files/read-text.js';
import { boundMessage } from '../core/message.js';
import { printable } from '../core/printable.js';
import { ruleDescriptions } from '../format/rules.js';
import { isKindId } from '../plugins/kinds.js';
import { kindFromName } from '../plugins/kind-name.js';
import { lintInput, lintText, readFailure } from './file.js';
/** The first bytes of every cache file: what tells one from any other file before overwriting it. */
const MARK = '{"agentconf-cache":1,';
/** The largest cache read (a cache past it is made anew). */
const MAX_CACHE_BYTES = 512 * 1024 * 1024;
/**
 * The cache at `location` for a run whose results depend on `identity` (besides each file's text):
 * what it held, when it was made for the same identity; empty otherwise. The file is a header line
 * and a line per file; a line is parsed only when its file is checked (a cache of 100,000 files is
 * held as its text, not as 100,000 parsed results), and written back as it was read when the file
 * is unchanged.
 */
export function openLintCache(location, target, strategy, identity) {
    const fingerprint = sha256(JSON.stringify([buildIdentity(), identity]));
    const { lines: held, note: readNote, whole, } = target === 'cache' ? readCache(location, fingerprint) : { lines: new Map(), note: '', whole: false };
    const out = new Map();
    const remember = (key, stats, text, linted) => {
        const keep = (done) => {
            if (cacheable(done)) {
                const { diagnostics, kind } = done.result;
                out.set(key, lineOf([key, Number(stats.size), stats.mtimeNs.toString(), sha256(text), kind ?? null, leftOffCounts(diagnostics), diagnostics]));
            }
            return done;
        };
        return linted instanceof Promise ? linted.then(keep) : keep(linted);
    };
    let dropped = '';
    const dropHeld = () => {
        held.clear();
        dropped ||= `agentconf: the cache ${printable(location)} holds a line agentconf did not write; its files are checked again, and it is made anew\n`;
    };
    const where = resolve(location);
    const name = basename(where);
    return {
        // The name first: resolving each of 100,000 listed paths took 76 ms, looking for the name 4 ms.
        // A path that resolves to the cache file spells its name (`x/.agentconfcache/.` too).
        isCacheFile: (path) => path.includes(name) && resolve(path) === where,
        lint(input, options, needText) {
            // A name that is not UTF-8, or no file at all: checked as without a cache.
            if (!('path' in input) || input.raw !== undefined)
                return lintInput(input, options);
            const key = resolve(input.path);
            const line = held.get(key);
            const entry = line === undefined ? undefined : entryOf(line, key);
            // A line agentconf did not write (edited, forged): nothing more of the cache is trusted.
            if (line !== undefined && entry === undefined)
                dropHeld();
            // No findings to show: the file's size and time may be all that is needed (one stat).
            if (entry !== undefined &&
                strategy === 'metadata' &&
                (entry[6].length === 0 || !needText) &&
                sameMeta(entry, statOf(input.path, input.regular === true))) {
                out.set(key, line);
                return { result: resultOf(input.path, entry, options) };
            }
            // Read, with its size and time from the open file (no second look-up of the path).
            let stats;
            const read = readFileInput(input, (fd) => (stats = fstatSync(fd, { bigint: true })));
            if ('error' in read || stats === undefined)
                return 'error' in read ? readFailure(read) : lintInput(input, options);
            const unchanged = entry !== undefined && strategy === 'metadata' && sameMeta(entry, stats);
            if (entry !== undefined && (unchanged || entry[3] === sha256(read.text))) {
                out.set(key, unchanged ? line : lineOf([key, Number(stats.size), stats.mtimeNs.toString(), entry[3], entry[4], entry[5], entry[6]]));
                return { result: resultOf(input.path, entry, options), ...(entry[6].length > 0 ? { text: read.text } : {}) };
            }
            return remember(key, stats, read.text, lintText(read.name, read.text, options, false));
        },
        async save(write) {
            // Lines of files not checked this time stay while the file is there.
            for (const [key, line] of held)
                if (!out.has(key) && isFile(key))
                    out.set(key, line);
            // Nothing changed (every line the same, none gone, none new): the file stays as it is.
            if (!dropped && whole && out.size === held.size && [...out].every(([key, line]) => held.get(key) === line))
                return readNote;
            const notes = readNote + dropped;
            try {
                await write(location, chunked(`${MARK}"fingerprint":${JSON.stringify(fingerprint)}}`, out.values()));
                return notes;
            }
            catch (error) {
                return `${notes}agentconf: the cache was not saved: ${printable(error instanceof Error ? error.message : String(error))}\n`;
            }
        },
    };
}
const lineOf = (entry) => JSON.stringify(entry);
/** Whether a path from the cache is a file still: false for anything that cannot be looked at (a path too long, a NUL, a folder become a file). */
function isFile(path) {
    try {
        return statSync(path, { throwIfNoEntry: false })?.isFile() === true;
    }
    catch {
        return false;
    }
}
/** Whether a file's size and time are those of its entry. */
const sameMeta = (entry, stats) => stats !== undefined && entry[1] === Number(stats.size) && entry[2] === stats.mtimeNs.toString();
/**
 * A regular file's size and time, taken from the file opened for reading: undefined when it cannot
 * be opened or is not a regular file (then the read that follows says why). Opened, not only
 * looked at: a file that can no longer be read is not answered from the cache.
 */
function statOf(path, regular) {
    let fd;
    try {
        fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | (regular ? (constants.O_NOFOLLOW ?? 0) : 0));
        const stats = fstatSync(fd, { bigint: true });
        return stats.isFile() ? stats : undefined;
    }
    catch {
        return undefined;
    }
    finally {
        if (fd !== undefined)
            closeSync(fd);
    }
}
/** The header and the lines, in pieces of about 64 KiB (one write each). */
function* chunked(header, lines) {
    let piece = `${header}\n`;
    for (const line of lines) {
        piece += `${line}\n`;
        if (piece.length >= 64 * 1024) {
            yield piece;
            piece = '';
        }
    }
    if (piece !== '')
        yield piece;
}
/** A line's entry; undefined when the line is damaged or is not the entry of `key`. */
function entryOf(line, key) {
    try {
        const entry = JSON.parse(line);
        return isEntry(entry) && entry[0] === key ? entry : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * A result as it was: the notes of findings left off marked again, and, for a kind neither
 * `--kind` nor the name gave, that its members told it (what the check says, worked out again).
 */
function resultOf(file, entry, options) {
    const diagnostics = entry[6];
    if (entry[5].length > 0)
        markLeftOff(diagnostics, entry[5]);
    if (entry[4] === null)
        return { file, diagnostics };
    const byMembers = options.kind === undefined && typeof kindFromName(file) !== 'string';
    return byMembers ? { file, kind: entry[4], kindFrom: 'members', diagnostics } : { file, kind: entry[4], diagnostics };
}
/** Whether a result is what the text alone decides (see the top of this file). */
function cacheable(linted) {
    if (linted.ioFailed || linted.readAgain || linted.result.groups !== undefined || linted.result.records !== undefined)
        return false;
    // Whether a file is skipped as no agent config depends on how it was named, as kind/undetected does.
    if (linted.result.skipped)
        return false;
    return !linted.result.diagnostics.some((d) => d.code === 'internal/error' || d.code === 'kind/undetected');
}
const sha256 = (text) => hash('sha256', text, 'base64');
/** This build of agentconf: its bundle's size and time (a rebuild of the same version is another build). */
function buildIdentity() {
    try {
        const self = statSync(fileURLToPath(import.meta.url));
        return `${self.size}:${self.mtimeMs}`;
    }
    catch {
        return 'unknown';
    }
}
/** The path a line begins with (the rest of the line is parsed when the file is checked). */
const linePath = /^\["((?:[^"\\]|\\.)*)",/;
/**
 * The lines of the cache at `location` (a file that began as a cache, `cacheTarget`), by path,
 * when it was made for `fingerprint`; none when it was made for another run, or cannot be read or
 * is damaged (then a note says so: it is made anew).
 */
function readCache(location, fingerprint) {
    const lines = new Map();
    const read = readFileText(location, { maxBytes: MAX_CACHE_BYTES });
    if ('error' in read)
        return { lines, whole: false, note: `agentconf: the cache ${location} ${read.error}; it is made anew\n` };
    const all = read.text.split('\n');
    let header;
    try {
        header = JSON.parse(all[0]);
    }
    catch {
        header = undefined;
    }
    if (header === undefined || typeof header !== 'object' || header === null)
        return { lines, whole: false, note: `agentconf: the cache ${location} is damaged; it is made anew\n` };
    if (header.fingerprint !== fingerprint)
        return { lines, whole: false, note: '' };
    // Whole: it ends with its newline, and every line is a file's, once (then, when nothing changed,
    // it needs no writing).
    const end = all[all.length - 1] === '' ? all.length - 1 : all.length;
    let whole = end === all.length - 1;
    for (let i = 1; i < end; i++) {
        const key = linePathOf(all[i]);
        if (key === undefined || lines.has(key))
            whole = false;
        else
            lines.set(key, all[i]);
    }
    return { lines, whole, note: '' };
}
/** The path a line begins with, undefined for a line that begins otherwise. */
function linePathOf(line) {
    // Most paths need no escape in JSON: then the path is the text up to the first `",` (with no
    // backslash before it, that quote ends the string).
    if (line.startsWith('["')) {
        const end = line.indexOf('",', 2);
        const plain = end > 2 ? line.slice(2, end) : '\\';
        if (!plain.includes('\\'))
            return plain;
    }
    const found = linePath.exec(line);
    if (found === null)
        return undefined;
    try {
        return JSON.parse(`"${found[1]}"`);
    }
    catch {
        return undefined;
    }
}
/** More findings than any check builds for one file (1,000 a checked value, and the notes of those left off). */
const MAX_CACHED_FINDINGS = 5000;
/** A pointer longer than this is no pointer agentconf wrote (keys are read from files of at most 8 MiB, but none is this long in a real config). */
const MAX_POINTER = 64 * 1024;
/**
 * An entry as agentconf writes one. The cache is a file anyone who can write the repository can
 * edit, so it is input: every field is checked for what agentconf itself would write (a closed
 * code, a bounded and printable message, 1-based positions), and anything else is not used.
 */
function isEntry(value) {
    if (!Array.isArray(value) || value.length !== 7)
        return false;
    const [path, size, mtime, hash, kind, leftOff, diagnostics] = value;
    return (typeof path === 'string' &&
        Number.isSafeInteger(size) &&
        size >= 0 &&
        typeof mtime === 'string' &&
        /^\d{1,30}$/.test(mtime) &&
        typeof hash === 'string' &&
        hash.length <= 64 &&
        (kind === null || (typeof kind === 'string' && isKindId(kind))) &&
        Array.isArray(diagnostics) &&
        diagnostics.length <= MAX_CACHED_FINDINGS &&
        diagnostics.every(isDiagnostic) &&
        Array.isArray(leftOff) &&
        leftOff.every((p) => Array.isArray(p) && p.length === 2 && Number.isSafeInteger(p[0]) && p[0] >= 0 && p[0] < diagnostics.length && Number.isSafeInteger(p[1]) && p[1] >= 1));
}
const severities = new Set(['error', 'warning', 'info']);
/** The least each position may be: lines and columns count from 1, records and offsets from 0. */
const counts = { line: 1, column: 1, record: 0, offset: 0 };
/** Text as agentconf writes it into a finding: within the message cap, and nothing to escape. */
const isMessage = (text) => typeof text === 'string' && boundMessage(text) === text && printable(text) === text;
/** A finding as agentconf writes one: a line edited into anything else is not used (its file is checked again). */
function isDiagnostic(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const d = value;
    if (!severities.has(d.severity) || typeof d.code !== 'string' || !Object.hasOwn(ruleDescriptions, d.code))
        return false;
    if (!isMessage(d.message) || typeof d.pointer !== 'string' || d.pointer.length > MAX_POINTER || (d.pointer !== '' && !d.pointer.startsWith('/')))
        return false;
    for (const [key, field] of Object.entries(d)) {
        if (key === 'severity' || key === 'code' || key === 'message' || key === 'pointer')
            continue;
        if (key === 'suggestion') {
            if (!isMessage(field))
                return false;
        }
        else if (!Object.hasOwn(counts, key) || !Number.isSafeInteger(field) || field < counts[key])
            return false;
    }
    return true;
}
export function cacheTarget(location) {
    let fd;
    try {
        const info = statSync(location, { throwIfNoEntry: false });
        if (info === undefined)
            return 'absent';
        if (!info.isFile())
            return { problem: `${location} is not a regular file; the cache of --cache is one (name another --cache-location)` };
        if (info.size === 0)
            return 'empty';
        fd = openSync(location, 'r');
        const head = Buffer.alloc(MARK.length);
        const got = readSync(fd, head, 0, head.length, 0);
        return head.toString('latin1', 0, got) === MARK
            ? 'cache'
            : { problem: `${location} is not an agentconf cache; agentconf does not write over it (name another --cache-location)` };
    }
    catch (error) {
        return { problem: `cannot use the cache ${location}: ${ioMessage(error)}` };
    }
    finally {
        if (fd !== undefined)
            closeSync(fd);
    }
}
