/** XML 1.0 escaping for the JUnit format. */
// Everything XML 1.0 allows (tab, LF, CR, and the ranges below); anything else makes the whole
// document unparseable, so it is dropped. The `u` flag makes lone surrogates match as well.
const ILLEGAL = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
const entities = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&apos;',
    // A raw CR would be normalised to LF by parsers; keep it.
    '\r': '&#13;',
};
/** Escapes character data. */
export function xmlText(text) {
    return text.replace(ILLEGAL, '').replace(/[&<>"'\r]/g, (c) => entities[c] ?? c);
}
/** Escapes an attribute value; tabs and newlines too, since parsers turn raw ones into spaces. */
export function xmlAttribute(text) {
    return xmlText(text).replace(/\t/g, '&#9;').replace(/\n/g, '&#10;');
}
