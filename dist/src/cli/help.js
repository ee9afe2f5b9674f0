/** The exit codes of the checking commands (lint, records): said in the overview too. */
export const checkExitCodes = `Exit codes:
  0  no errors (warnings allowed, unless --strict)
  1  errors found (or warnings, with --strict)
  2  usage or I/O problem: unknown option or kind, missing or unreadable file`;
/** Where an option's description starts: two spaces, the widest label, two spaces. */
const LABEL_WIDTH = 19;
const continuation = '\n' + ' '.repeat(2 + LABEL_WIDTH + 2);
/** `--kind ID`, `-o, --out FILE`, `--strict`. */
function label(name, option) {
    return `${option.short ? `-${option.short}, ` : ''}--${name}${option.value ? ` ${option.value}` : ''}`;
}
function row(name, option) {
    const text = label(name, option);
    const help = option.help.split('\n').join(continuation);
    // A label wider than the column stands on its own line, its description under it.
    return text.length > LABEL_WIDTH ? `  ${text}${continuation}${help}` : `  ${text.padEnd(LABEL_WIDTH)}  ${help}`;
}
/** The `Options:` list of a command: its table in order, then `-h, --help`. */
function optionList(options) {
    return [...Object.entries(options).map(([name, option]) => row(name, option)), row('help', { short: 'h', help: 'this help' })].join('\n');
}
/**
 * Options as a usage line shows them: `--root DIR [--format text|mermaid] [--var NAME=VALUE]...`;
 * those named in `required` without brackets.
 */
export function optionSynopsis(options, required = []) {
    return Object.entries(options)
        .map(([name, option]) => {
        const text = label(name, { value: option.choices ? option.choices.join('|') : option.value });
        return (required.includes(name) ? text : `[${text}]`) + (option.multiple ? '...' : '');
    })
        .join(' ');
}
/** `text (default), json, junit`: names (the first the default), each with its note if it has one. */
export function choiceList(names, notes = {}) {
    return names.map((name) => (Object.hasOwn(notes, name) ? `${name} (${notes[name]})` : name)).join(', ');
}
/** Breaks text into lines of at most `width` characters, at spaces. */
export function wrap(text, width) {
    const lines = [];
    let line = '';
    for (const word of text.split(' ')) {
        if (line !== '' && line.length + 1 + word.length > width) {
            lines.push(line);
            line = word;
        }
        else
            line = line === '' ? word : `${line} ${word}`;
    }
    return [...lines, line].join('\n');
}
/**
 * A command's help: its usage lines, what it does, its options (from the table), and its exit
 * codes when it has ones to say.
 */
export function commandHelp(parts) {
    const usage = `Usage: ${parts.usage.join('\n       ')}`;
    return `${usage}\n\n${parts.about}\n\nOptions:\n${optionList(parts.options)}\n${parts.exitCodes === undefined ? '' : `\n${parts.exitCodes}\n`}`;
}
/** `agentconf --help`: every command's summary lines, in the order given. */
export function mainHelp(commands) {
    const lines = commands.flatMap((c) => c.summary).map(([synopsis, what]) => `  ${synopsis.padEnd(38)}${what}`);
    return `agentconf - check the agent's plugin configs, its telemetry records and the service's API traffic

Usage:
${lines.join('\n')}

Run 'agentconf COMMAND --help' for a command's options.
Options everywhere: --help, --version

${checkExitCodes}
`;
}
