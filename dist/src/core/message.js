/**
 * Bounds on what a message quotes. Messages echo input (a key name, a value, a line); input comes
 * from strangers, so a 1 MB key must not make a 1 MB message. Long runs are cut in the middle
 * with `…`, keeping their start and end, and a whole message has a length limit.
 */
/** The longest run of non-blank characters kept whole. */
const MAX_RUN = 80;
/** The longest message kept whole. */
const MAX_MESSAGE = 1000;
const isHigh = (code) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code) => code >= 0xdc00 && code <= 0xdfff;
/** `text` if at most `max` characters, else its start, `…`, and its end (no pair split). */
export function boundText(text, max) {
    if (text.length <= max)
        return text;
    let head = Math.ceil(max * 0.75);
    if (isHigh(text.charCodeAt(head - 1)))
        head--;
    let tail = text.length - Math.floor(max * 0.25) + 1;
    if (isLow(text.charCodeAt(tail)))
        tail++;
    return `${text.slice(0, head)}…${text.slice(tail)}`;
}
// The characters \s matches (JavaScript's white space and line terminators).
const isBlank = (code) => code === 0x20 ||
    (code >= 0x09 && code <= 0x0d) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff;
/**
 * Whether some stretch between two spaces is longer than `MAX_RUN`: when none is, no run of
 * non-blanks is (a space is a blank), and a message of at most `MAX_MESSAGE` stays as it is. Found
 * with `indexOf`, natively: most messages are words, and this is how nearly all of them are kept.
 */
function longBetweenSpaces(message) {
    let from = 0;
    for (;;) {
        const space = message.indexOf(' ', from);
        if ((space === -1 ? message.length : space) - from > MAX_RUN)
            return true;
        if (space === -1)
            return false;
        from = space + 1;
    }
}
/**
 * A message with every long run and the whole bounded. One scan, no regular expression: a
 * pattern like /\S{81,}/ over a 7 MB key overflowed the stack.
 */
export function boundMessage(message) {
    if (message.length <= MAX_RUN || (message.length <= MAX_MESSAGE && !longBetweenSpaces(message)))
        return message;
    const parts = [];
    let from = 0;
    let run = -1;
    for (let i = 0; i <= message.length; i++) {
        const blank = i === message.length || isBlank(message.charCodeAt(i));
        if (!blank) {
            if (run < 0)
                run = i;
            continue;
        }
        if (run >= 0 && i - run > MAX_RUN) {
            parts.push(message.slice(from, run), boundText(message.slice(run, i), MAX_RUN));
            from = i;
        }
        run = -1;
    }
    if (from === 0)
        return boundText(message, MAX_MESSAGE);
    parts.push(message.slice(from));
    return boundText(parts.join(''), MAX_MESSAGE);
}
/** A suggestion bounded as `bounded` bounds it. */
export const boundSuggestion = (suggestion) => boundText(suggestion, MAX_RUN);
/** Findings made once and used again and again (a stream repeats them), bounded when made. */
const boundedAlready = new WeakSet();
/** `d` with its message and suggestion bounded, frozen and known to be so: {@link bounded} returns it at once. */
export function markBounded(d) {
    const b = Object.freeze(bounded(d));
    boundedAlready.add(b);
    return b;
}
/** The same diagnostic with its message and suggestion bounded (the object itself when already so). */
export function bounded(d) {
    if (boundedAlready.has(d))
        return d;
    const message = boundMessage(d.message);
    const suggestion = d.suggestion === undefined ? undefined : boundSuggestion(d.suggestion);
    if (message === d.message && suggestion === d.suggestion)
        return d;
    return { ...d, message, ...(suggestion === undefined ? {} : { suggestion }) };
}
/**
 * A whole number with its thousands grouped by commas (`1,048,576`), as `toLocaleString('en-US')`
 * writes it, without Intl: the first locale-aware call of a process loads ICU's data, about 16 ms,
 * more than a one-file lint costs. Other numbers are written as `String` writes them (-0 as 0).
 */
export function groupDigits(n) {
    const text = String(n);
    if (!Number.isSafeInteger(n) || Math.abs(n) < 1000)
        return text;
    const sign = n < 0 ? '-' : '';
    const digits = sign ? text.slice(1) : text;
    let out = digits.slice(0, digits.length % 3 || 3);
    for (let at = out.length; at < digits.length; at += 3)
        out += `,${digits.slice(at, at + 3)}`;
    return sign + out;
}
