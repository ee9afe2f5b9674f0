/**
 * The command line read against a command's option table, and the checks of option values every
 * command shares; each problem is a `UsageError` (one line on stderr, exit code 2).
 */
import { boundText } from '../core/message.js';
import { closest } from '../core/suggest.js';
import { agentTargets } from '../deploy/model.js';
import { isFolder } from '../files/folder.js';
import { renderingNamed, renderingNames } from '../format/registry.js';
import { isKindId, kinds } from '../plugins/kinds.js';
import { parseArguments } from './arguments.js';
import { UsageError } from './usage.js';
/** The options every command takes. */
const commonOptions = {
    help: { type: 'boolean', short: 'h' },
    version: { type: 'boolean' },
};
/** The line after the command's name, against its table (and `--help`, `--version`). */
export function parseLine(args, options) {
    let parsed;
    try {
        parsed = parseArguments(args, { ...commonOptions, ...options });
    }
    catch (error) {
        throw new UsageError(argumentProblem(error.message, Object.keys({ ...commonOptions, ...options })));
    }
    // `--out=` and `--root ''` name nothing: say so instead of failing on an empty path later.
    for (const [name, value] of Object.entries(parsed.values)) {
        if (value === '')
            throw new UsageError(`option --${name} needs a value; see agentconf --help`);
    }
    return parsed;
}
/**
 * Node's parseArgs messages in our voice: one line, lower case, with where to look.
 * `Option '--kind' argument is ambiguous.\nDid you forget...` -> `option --kind needs a value`.
 */
function argumentProblem(message, names) {
    const first = message.split(/\.\s|\n/)[0].replace(/\.$/, '');
    // `'-o, --out <value>'`: the long name reads best.
    const option = /'([^']*)'/
        .exec(first)?.[1]
        ?.split(/[\s,]+/)
        .filter((part) => part.startsWith('-'))
        .pop();
    let text = first.charAt(0).toLowerCase() + first.slice(1);
    if (/argument is ambiguous|argument missing/.test(first) && option)
        text = `option ${option} needs a value`;
    else if (/^Unknown option/.test(first) && option) {
        // `--stirct`: the option meant, as `--format` values get theirs.
        const meant = option.startsWith('--') ? closest(option.slice(2).replace(/=.*/, ''), names) : undefined;
        text = `unknown option ${option}${meant === undefined ? '' : ` (did you mean --${meant}?)`}`;
    }
    else if (/does not take an argument/.test(first) && option)
        text = `option ${option} takes no value`;
    return `${text}; see agentconf --help`;
}
/** ` (did you mean "x"?)` when a choice is close to what was typed. */
export function didYouMean(word, choices) {
    const meant = closest(word, choices);
    return meant ? ` (did you mean ${JSON.stringify(meant)}?)` : '';
}
/** The rendering `name` chooses among a command's `renderings`; an unknown name lists the valid ones. */
export function chooseRendering(renderings, name, wording = {}) {
    const chosen = renderingNamed(renderings, name);
    if (chosen !== undefined)
        return chosen;
    const noun = wording.noun ?? 'format';
    const names = renderingNames(renderings);
    const shown = JSON.stringify(wording.suggest ? boundText(name, 80) : name) + (wording.suggest ? didYouMean(name, names) : '');
    throw new UsageError(`unknown ${noun} ${shown}${wording.command ? ` for ${wording.command}` : ''}; ${noun}s are ${names.join(', ')}`);
}
/** `--strict`, which lint, records and receive take. */
export const strictOption = { type: 'boolean', default: false, help: 'warnings fail the run too' };
/** How many findings records and receive keep per stream or request path, unless told (`--max-problems`). */
export const defaultMaxProblems = 1000;
/** `--agent`, which the deployment checks take (lint --root, graph, receive --root). */
export const agentOption = {
    type: 'string',
    value: 'VERSION',
    choices: agentTargets,
    help: 'the agent release the deployment runs on: 5.2 (default, the current\nrelease), 5.0, or 5.x (every 5.x: what stops any of them is an error)',
};
/** The release `--agent` names; undefined when not given. */
export function agentOptionValue(text) {
    if (text === undefined)
        return undefined;
    const target = agentTargets.find((r) => r === text);
    if (target === undefined)
        throw new UsageError(`--agent takes ${agentTargets.slice(0, -1).join(', ')} or ${agentTargets.at(-1)}, not ${JSON.stringify(boundText(text, 80))}`);
    return target;
}
/** The release records are judged by: `5.x` (or nothing) leaves it to be detected per stream. */
export function recordsRelease(target) {
    return target === '5.x' ? undefined : target;
}
/** The kind `--kind` names; undefined when not given. */
export function kindOption(id) {
    if (id === undefined)
        return undefined;
    if (!isKindId(id)) {
        const ids = kinds.map((k) => k.id);
        throw new UsageError(`unknown kind ${JSON.stringify(boundText(id, 80))}${didYouMean(id, ids)}; kinds are ${ids.join(', ')}`);
    }
    return id;
}
/** A whole number option in [min, max]; undefined when not given. */
export function wholeNumber(option, text, min, max = Number.MAX_SAFE_INTEGER) {
    if (text === undefined)
        return undefined;
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < min || n > max)
        throw new UsageError(`${option} takes a whole number from ${min} to ${max}, not ${JSON.stringify(text)}`);
    return n;
}
/** The shortest time an option in seconds takes: one millisecond, the unit Node's timers count in. */
const SHORTEST_SECONDS = 0.001;
/**
 * A positive number of seconds, in whole milliseconds; undefined when not given. Less than a
 * millisecond is refused, not rounded: it would round to 0, which Node's timers read as "never".
 */
export function positiveSeconds(option, text) {
    if (text === undefined)
        return undefined;
    const n = Number(text);
    if (text.trim() === '' || !Number.isFinite(n) || n <= 0 || n > 2_000_000)
        throw new UsageError(`${option} takes a positive number of seconds, not ${JSON.stringify(text)}`);
    if (n < SHORTEST_SECONDS)
        throw new UsageError(`${option} takes at least ${SHORTEST_SECONDS} seconds (one millisecond), not ${JSON.stringify(text)}`);
    return Math.round(n * 1000);
}
/** `--root DIR`: a deployment is a folder. */
export function requireFolder(root) {
    if (!isFolder(root))
        throw new UsageError(`--root ${root}: not a folder`);
    return root;
}
