/**
 * YAML output. `yamlText` (an effective config, `resolve --output yaml`): YAML that every reader
 * takes back as the same value. The `yaml`
 * package writes YAML 1.2, where `yes`, `no`, `on`, `off`, `y`, `0o17` are plain strings; a YAML
 * 1.1 reader (PyYAML, many CI tools) reads them as booleans or numbers. A string that either
 * version would read as something else is written in double quotes.
 */
import { Document, isScalar, parse, stringify, visit } from 'yaml';
import { printableJson } from '../core/printable.js';
/** No YAML 1.1 boolean, null, number or timestamp is longer than this. */
const MAX_SPECIAL = 40;
function readsAsString(text, version) {
    try {
        return parse(text, { version }) === text;
    }
    catch {
        return false;
    }
}
// Controls, bidi marks and U+2028/9: a string holding one is double-quoted, where the package
// escapes C0 controls but writes tab, DEL, C1, bidi marks and U+2028/9 raw.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** The effective config as YAML, quoting strings that a 1.1 or 1.2 reader would not read as strings. */
export function yamlText(value) {
    const doc = new Document(value);
    visit(doc, {
        Scalar(_key, node) {
            if (!isScalar(node) || typeof node.value !== 'string')
                return;
            const text = node.value;
            if (UNSAFE.test(text))
                node.type = 'QUOTE_DOUBLE';
            else if (text.length <= MAX_SPECIAL && !(readsAsString(text, '1.1') && readsAsString(text, '1.2')))
                node.type = 'QUOTE_DOUBLE';
        },
    });
    // Every string holding one of these is double-quoted above, where `\uXXXX` means the same.
    return printableJson(doc.toString({ lineWidth: 0 }).replace(/\t/g, '\\t'));
}
/** A published document as YAML, written plainly (`openapi --output yaml`): every value as the `yaml` package writes it. */
export function documentYaml(value) {
    return stringify(value, { lineWidth: 0, aliasDuplicateObjects: false });
}
