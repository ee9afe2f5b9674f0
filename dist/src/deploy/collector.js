/** Gathers diagnostics per file, in the order files were first touched. */
import { byPosition } from '../core/diagnostic.js';
import { bounded } from '../core/message.js';
/** The per-file results of one deployment check, built up as files are read. */
export class Collector {
    files = new Map();
    /** Source text per file, for code frames. */
    sources = new Map();
    /** Registers a file (so it appears even when clean); records its kind when given. */
    touch(file, kind) {
        let result = this.files.get(file);
        if (result === undefined) {
            result = { file, diagnostics: [] };
            this.files.set(file, result);
        }
        if (kind !== undefined && result.kind === undefined)
            result.kind = kind;
        return result;
    }
    add(file, ...diagnostics) {
        this.addAll(file, diagnostics);
    }
    /** Adds a list of any length (a spread of 90,000 findings would overflow the stack). */
    addAll(file, diagnostics) {
        const list = this.touch(file).diagnostics;
        for (const d of diagnostics)
            list.push(bounded(d));
    }
    /** The results, each file's diagnostics in source order (position-less ones first). */
    results() {
        return [...this.files.values()].map((r) => ({ ...r, diagnostics: [...r.diagnostics].sort(byPosition) }));
    }
}
/** A diagnostic in an INI file: no JSON pointer, a position. */
export function at(position, severity, code, message, suggestion) {
    const d = { severity, code, message, pointer: '', line: position.line, column: position.column };
    if (suggestion !== undefined)
        d.suggestion = suggestion;
    return d;
}
