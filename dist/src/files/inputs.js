/** Turns PATH arguments into the list of files to read: folders recursively, `-` for stdin. */
import { lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { compileGlob } from '../core/glob.js';
import { ioMessage } from '../core/io-message.js';
import { isWithin } from './read-text.js';
const configFile = /\.(json|ya?ml)$/i;
/** The name to open: the raw bytes when the shown name lost some. */
export function openName(input) {
    return input.raw ?? input.path;
}
const shown = (path) => path.toString('utf8');
function stat(path) {
    try {
        return statSync(path);
    }
    catch {
        return undefined;
    }
}
/** Why a folder entry cannot be followed: a broken or looping link, a path too long. */
function entryProblem(path, error) {
    const code = error?.code;
    let link = false;
    try {
        link = lstatSync(path).isSymbolicLink();
    }
    catch {
        // the entry itself is unreadable: say what stat said
    }
    if (code === 'ELOOP')
        return 'is a symbolic link that loops; it was not followed';
    if (code === 'ENAMETOOLONG')
        return tooLong;
    if (link && code === 'ENOENT')
        return 'is a broken symbolic link (its target does not exist)';
    return `cannot be read: ${ioMessage(error)}`;
}
/**
 * What `join(folder, name)` puts before `name`, for any folder entry's name (one path component,
 * never `.` or `..`): worked out once per folder instead of once per entry.
 */
const prefixOf = (folder) => join(folder, '_').slice(0, -1);
/**
 * A folder entry's path (`prefix`: the folder's, from `prefixOf`): shown as text, and as raw bytes
 * when the text lost some (decoding marks every byte it could not decode with U+FFFD).
 */
function child(dir, prefix, name, text) {
    const path = prefix + text;
    if (dir.raw === undefined && (!text.includes('\uFFFD') || Buffer.from(text).equals(name)))
        return file(path);
    return file(path, undefined, Buffer.concat([dir.raw ?? Buffer.from(dir.path), Buffer.from('/'), name]));
}
/** A file input, with every member present (those not known are undefined). */
const file = (path, real, raw) => ({ path, raw, real, regular: undefined });
/**
 * A file found in a folder walk under a name that is text: its folder, shared with the other files
 * listed there, and its name; its path and real path are made when asked for (the real path only
 * tells a file named twice from two files). A folder of 100,000 configs lists 100,000 inputs, and
 * what a lint keeps live sets how far V8 lets the heap grow: with the two paths held per file
 * (strings pointing at the folder's and at the name), and each input held to the end of the lint
 * (`runLint` now lets go of it), 25.9 MB survived the first mark-compact instead of 14.6, and the
 * peak RSS was 217 MB instead of 166 (docs/performance.md).
 */
class ListedFile {
    folder;
    name;
    regular = undefined;
    constructor(folder, name) {
        this.folder = folder;
        this.name = name;
    }
    get path() {
        return this.folder.prefix + this.name;
    }
    /** Its real path: the folder's real path and its name (a listed entry is no link). */
    get real() {
        return this.folder.realPrefix + this.name;
    }
}
/**
 * Config files under a folder, sorted by name. Symbolic links are followed while they stay inside
 * the folder given (a link that leads outside is reported, not read: a pull request must not make
 * CI print `/proc/self/environ`); a folder already visited is not walked again, so a link loop
 * ends. Hidden folders and node_modules are skipped. What cannot be read (a folder without
 * permission, a broken or looping link that looks like a config, a path too long) is an input of
 * its own, so it is reported and the walk goes on. Only links cost a system call each: the type
 * of every other entry comes with the folder listing, and its real path is the folder's plus its
 * name (kept, so telling files named twice apart needs no more calls).
 */
function walk(dir, out, walked) {
    const { seen, root } = walked;
    let entries;
    let real;
    try {
        real = realpathSync(openName(dir));
        if (!isWithin(real, root)) {
            out.push({ unreadable: dir.path, problem: outside });
            return;
        }
        if (seen.has(real))
            return;
        seen.add(real);
        entries = listFolder(dir);
    }
    catch (error) {
        const code = error?.code;
        out.push({ unreadable: dir.path, problem: code === 'ENAMETOOLONG' ? tooLong : `cannot read the folder: ${ioMessage(error)}` });
        return;
    }
    const prefix = prefixOf(dir.path);
    const realPrefix = prefixOf(real);
    const folder = { prefix, realPrefix };
    for (let i = 0; i < entries.length; i++) {
        const e = entries[i];
        const dirent = e.dirent;
        const text = e.text;
        if (dirent.isSymbolicLink()) {
            followLink(e.bytes === undefined ? file(prefix + text) : child(dir, prefix, e.bytes, text), text, out, walked);
        }
        else if (dirent.isDirectory()) {
            if (!text.startsWith('.') && text !== 'node_modules')
                walk(e.bytes === undefined ? { path: prefix + text } : child(dir, prefix, e.bytes, text), out, walked);
        }
        else if (configFile.test(text)) {
            // Not only regular files: a FIFO named *.json is reported when reading refuses it.
            const entry = e.bytes === undefined ? new ListedFile(folder, text) : child(dir, prefix, e.bytes, text);
            if (entry.raw === undefined && !(entry instanceof ListedFile))
                entry.real = realPrefix + text;
            if (dirent.isFile())
                entry.regular = true;
            out.push(entry);
        }
    }
}
/** A folder entry that is a symbolic link: walked into, listed with its target's real path, or reported. */
function followLink(entry, text, out, walked) {
    try {
        if (statSync(openName(entry)).isDirectory()) {
            if (!text.startsWith('.') && text !== 'node_modules')
                walk(entry, out, walked);
            return;
        }
        if (!configFile.test(text))
            return;
        const target = realpathSync(openName(entry));
        if (!isWithin(target, walked.root)) {
            out.push({ unreadable: entry.path, problem: outside });
            return;
        }
        if (entry.raw === undefined)
            entry.real = target;
        // Another entry may lead to the same file.
        walked.linkedFiles = true;
        out.push(entry);
    }
    catch (error) {
        const code = error.code;
        if (configFile.test(text) || code === 'ELOOP' || code === 'ENAMETOOLONG')
            out.push({ unreadable: entry.path, problem: entryProblem(openName(entry), error) });
    }
}
/** Byte order of names (that of their UTF-8 bytes): the order files are checked and reported in. */
const byBytes = (a, b) => Buffer.compare(a.bytes ?? Buffer.from(a.text), b.bytes ?? Buffer.from(b.text));
/** UTF-16 order, the same as byte order for text without surrogates (characters beyond U+FFFF). */
const byText = (a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);
const surrogate = /[\uD800-\uDFFF]/;
/**
 * A folder's entries in byte order of their names. Names come as text when the folder's own name
 * is; a name that is not valid UTF-8 shows as U+FFFD, and then the folder is listed again with
 * names as bytes (so the file can still be opened).
 */
function listFolder(dir) {
    if (dir.raw === undefined) {
        const dirents = readdirSync(dir.path, { withFileTypes: true });
        const entries = new Array(dirents.length);
        let lossy = false;
        let wide = false;
        for (let i = 0; i < dirents.length; i++) {
            const text = dirents[i].name;
            if (text.includes('\uFFFD'))
                lossy = true;
            else if (!wide && surrogate.test(text))
                wide = true;
            entries[i] = { dirent: dirents[i], text };
        }
        if (!lossy)
            return entries.sort(wide ? byBytes : byText);
    }
    return readdirSync(openName(dir), { encoding: 'buffer', withFileTypes: true })
        .map((dirent) => ({ dirent, text: shown(dirent.name), bytes: dirent.name }))
        .sort(byBytes);
}
const tooLong = 'the path is too long to open';
const outside = 'is a symbolic link that leads outside the folder given; agentconf does not follow it';
/** A listed file's real path (undefined when it has none). */
function identityOf(input) {
    try {
        return input.real ?? realpathSync(openName(input));
    }
    catch {
        return undefined;
    }
}
/** The identity of a file: its real path when it has one, so a file named twice is read once. */
function identity(input) {
    if ('stdin' in input)
        return '\0stdin';
    if ('emptyFolder' in input)
        return `\0folder:${input.emptyFolder}`;
    if ('unreadable' in input)
        return `\0unreadable:${input.unreadable}`;
    if (input.real !== undefined)
        return input.real;
    try {
        return realpathSync(openName(input));
    }
    catch {
        return `\0path:${input.path}`;
    }
}
const magic = /[*?[{]/;
/** A path argument that names nothing and holds a wildcard: a glob quoted past the shell (`'sub/*.json'`). */
const isGlobArgument = (arg) => magic.test(arg) && stat(arg) === undefined;
/**
 * The config files a glob argument matches, in walk order: the folder before its first wildcard
 * is walked (as a folder argument is) and its files kept when their path under it matches the
 * rest (`*` within a folder, `**` across folders, as the shell and ESLint read them).
 */
function globInputs(arg) {
    const parts = arg.split(/[\\/]/);
    const first = parts.findIndex((part) => magic.test(part));
    const base = first === 1 && parts[0] === '' ? '/' : parts.slice(0, first).join('/') || '.';
    const glob = compileGlob(`./${parts.slice(first).join('/')}`);
    if (glob === undefined || !stat(base)?.isDirectory())
        return [];
    const files = [];
    let root = base;
    try {
        root = realpathSync(base);
    }
    catch {
        return [];
    }
    walk({ path: base }, files, { seen: new Set(), root, linkedFiles: false });
    const prefix = prefixOf(base);
    return files.filter((input) => {
        const path = 'path' in input ? input.path : 'unreadable' in input ? input.unreadable : undefined;
        return path !== undefined && path.startsWith(prefix) && glob.matches(path.slice(prefix.length).split(sep).join('/'));
    });
}
/**
 * Expands the arguments: a glob that names nothing (`'sub/*.json'`) as the files it matches (none:
 * an entry that cannot be read). A path that does not exist is kept as a file input: reading it then
 * reports the problem in the results, so the other inputs are still checked. A file reached
 * twice (named twice, or named and inside a named folder) and `-` given twice count once.
 */
export function expandInputs(args) {
    const all = [];
    // One argument names each file once, unless a link in its folder leads to a file.
    let mayRepeat = args.length > 1;
    for (let a = 0; a < args.length; a++) {
        const arg = args[a];
        if (arg === '-') {
            all.push({ stdin: true });
        }
        else if (isGlobArgument(arg)) {
            const files = globInputs(arg);
            // A link in the folder may lead to a file the walk lists twice.
            mayRepeat = true;
            if (files.length)
                for (let i = 0; i < files.length; i++)
                    all.push(files[i]);
            else
                all.push({ unreadable: arg, problem: 'no file matches this glob' });
        }
        else if (stat(arg)?.isDirectory()) {
            const files = [];
            let root = arg;
            try {
                root = realpathSync(arg);
            }
            catch {
                // walk reports it
            }
            const walked = { seen: new Set(), root, linkedFiles: false };
            walk({ path: arg }, files, walked);
            if (walked.linkedFiles)
                mayRepeat = true;
            if (files.length)
                for (let i = 0; i < files.length; i++)
                    all.push(files[i]);
            else
                all.push({ emptyFolder: arg });
        }
        else {
            all.push(file(arg));
        }
    }
    // A folder walk visits each real folder once, and names in a folder differ: without a link to
    // a file, every file it lists has a real path of its own.
    if (!mayRepeat)
        return all;
    const seen = new Set();
    return all.filter((input) => {
        const id = identity(input);
        if (seen.has(id))
            return false;
        seen.add(id);
        return true;
    });
}
/** What a deployment folder (`lint --root`) reads: its configs and its loader files. */
export const deploymentFile = /\.(json|ya?ml|conf)$/i;
/**
 * The input a run reading `paths` would read at `target`, when `target` is a file that exists:
 * a path named (the same file, whatever path names it), or a file a folder walk of a named folder
 * lists (under it, not in a hidden folder nor node_modules, named like a config: `names`, or
 * `deploymentFile` for a deployment's folder). Undefined when `target` is none of them. What
 * `-o` checks before anything is written: a report must never replace a config.
 */
export function inputAt(target, paths, names = configFile) {
    let real;
    let info;
    try {
        info = statSync(target);
        if (!info.isFile())
            return undefined;
        real = realpathSync(target);
    }
    catch {
        return undefined;
    }
    for (const path of paths) {
        if (path === '-')
            continue;
        if (isGlobArgument(path)) {
            const matched = globInputs(path).find((input) => 'path' in input && identityOf(input) === real);
            if (matched !== undefined)
                return matched.path;
            continue;
        }
        const named = stat(path);
        if (named === undefined)
            continue;
        if (!named.isDirectory()) {
            if (named.dev === info.dev && named.ino === info.ino)
                return path;
            continue;
        }
        let root;
        try {
            root = realpathSync(path);
        }
        catch {
            continue;
        }
        if (!isWithin(real, root))
            continue;
        const parts = real.slice(root.length).split(/[\\/]/).filter(Boolean);
        const folders = parts.slice(0, -1);
        if (names.test(parts.at(-1) ?? '') && !folders.some((f) => f.startsWith('.') || f === 'node_modules'))
            return join(path, ...parts);
    }
    return undefined;
}
