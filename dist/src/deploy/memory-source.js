/** `a/./b//c/../d` -> `a/b/d`; a path climbing out of the folder keeps its `..` parts. */
export function normalizePosix(path) {
    const absolute = path.startsWith('/');
    const out = [];
    for (const part of path.split('/')) {
        if (part === '' || part === '.')
            continue;
        if (part === '..' && out.length > 0 && out[out.length - 1] !== '..')
            out.pop();
        else if (part !== '..' || !absolute)
            out.push(part);
    }
    const joined = out.join('/');
    return absolute ? '/' + joined : joined;
}
const missing = () => Object.assign(new Error('no such file or folder'), { code: 'ENOENT' });
/**
 * A source over `files` (relative path -> text); `absolute` is what the folder stands for (the
 * value of `${path_state_persistent}`).
 */
export function memorySource(files, absolute) {
    const texts = new Map();
    for (const [path, text] of files)
        texts.set(normalizePosix(path), text);
    const isFolder = (path) => path === '' || [...texts.keys()].some((f) => f.startsWith(path + '/'));
    const exists = (path) => texts.has(path) || isFolder(path);
    return {
        join: (folder, name) => normalizePosix(folder === '' ? name : `${folder}/${name}`),
        relative: (folder, file) => (folder === '' ? file : file === folder ? '' : file.startsWith(folder + '/') ? file.slice(folder.length + 1) : file),
        absolute: () => absolute,
        split: (file) => {
            const cut = file.lastIndexOf('/');
            return cut < 0 ? { folder: '', name: file } : { folder: file.slice(0, cut), name: file.slice(cut + 1) };
        },
        realpath: async (path) => {
            const normal = normalizePosix(path);
            if (!exists(normal))
                throw missing();
            return normal;
        },
        isWithin: (path, folder) => !path.startsWith('/') && !path.startsWith('..') && (folder === '' || path === folder || path.startsWith(folder + '/')),
        list: async (folder) => {
            if (texts.has(folder))
                throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
            if (!isFolder(folder))
                throw missing();
            const prefix = folder === '' ? '' : folder + '/';
            const entries = new Map();
            for (const path of texts.keys()) {
                if (!path.startsWith(prefix))
                    continue;
                const rest = path.slice(prefix.length);
                const cut = rest.indexOf('/');
                const name = cut < 0 ? rest : rest.slice(0, cut);
                if (!entries.has(name) || cut >= 0)
                    entries.set(name, { name, isDirectory: cut >= 0 });
            }
            return [...entries.values()];
        },
        read: async (file) => {
            const text = texts.get(normalizePosix(file));
            if (text !== undefined)
                return { text };
            return {
                error: isFolder(normalizePosix(file))
                    ? 'is a folder, not a regular file; agentconf reads only regular files (and - for stdin)'
                    : 'no such file or folder',
            };
        },
    };
}
