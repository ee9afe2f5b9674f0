const numberLiteral = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/;
/**
 * The source text of a JSON config. A YAML source gets none: the agent reads JSON only, and a YAML
 * number reaches it as whatever the conversion to JSON writes (`2.0` becomes `2`).
 */
export function jsonSourceText(text, parsed) {
    // Most texts write no member value with a fraction or an exponent: then every number literal
    // reads as its value, and no position is worked out (a first `locate` parses the text again).
    if (!/:\s*-?\d+[.eE]/.test(text))
        return { numberText: () => undefined };
    let starts;
    return {
        numberText(pointer) {
            const at = parsed.locate(pointer);
            if (at === undefined)
                return undefined;
            starts ??= lineStarts(text);
            const offset = starts[at.line - 1];
            if (offset === undefined)
                return undefined;
            return numberLiteral.exec(text.slice(offset + at.column - 1, offset + at.column + 63))?.[0];
        },
    };
}
/** The offset of each line's start; line breaks as JSON counts them (`\n`, `\r\n`, a lone `\r`). */
function lineStarts(text) {
    const starts = [0];
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10))
            starts.push(i + 1);
    }
    return starts;
}
