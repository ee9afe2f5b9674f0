import { agentTargets } from '../deploy/model.js';
import { isKindId } from '../plugins/kinds.js';
import { LintEngineError } from './errors.js';
const known = new Set([
    'kind',
    'variables',
    'settings',
    'agent',
    'rules',
    'noIgnore',
    'errorOnNonConfig',
    'concurrency',
    'cache',
    'fix',
    'stdinFilename',
    'texts',
]);
const fail = (message) => {
    throw new LintEngineError(message);
};
/** `options` checked and copied (the engine never reads the caller's object again). */
export function checkOptions(options) {
    if (options === undefined)
        return {};
    if (options === null || typeof options !== 'object' || Array.isArray(options))
        return fail('the options of LintEngine must be an object');
    const given = options;
    for (const name of Object.keys(given))
        if (!known.has(name))
            fail(`LintEngine has no option ${JSON.stringify(name)}; its options: ${[...known].join(', ')}`);
    const out = {};
    const { kind, variables, settings, agent, rules, concurrency, cache, fix, stdinFilename } = given;
    if (kind !== undefined)
        out.kind = typeof kind === 'string' && isKindId(kind) ? kind : fail(`kind ${JSON.stringify(String(kind))} is no plugin kind`);
    if (variables !== undefined)
        out.variables = table('variables', variables);
    if (settings !== undefined)
        out.settings = table('settings', settings);
    if (agent !== undefined)
        out.agent = agentTargets.includes(agent) ? agent : fail(`agent must be one of ${agentTargets.join(', ')}`);
    if (rules !== undefined) {
        const r = rules;
        if (r === null || typeof r !== 'object' || typeof r.levelsFor !== 'function' || (r.ignored !== undefined && typeof r.ignored !== 'function'))
            fail('rules must be an object with a levelsFor(file) function and, optionally, ignored(file)');
        out.rules = r;
    }
    for (const flag of ['noIgnore', 'errorOnNonConfig', 'texts']) {
        if (given[flag] === undefined)
            continue;
        if (typeof given[flag] !== 'boolean')
            fail(`${flag} must be a boolean`);
        if (given[flag])
            out[flag] = true;
    }
    if (concurrency !== undefined) {
        const ok = concurrency === 'auto' ||
            concurrency === 'off' ||
            (typeof concurrency === 'number' && Number.isInteger(concurrency) && concurrency >= 1 && concurrency <= 64);
        out.concurrency = ok ? concurrency : fail(`concurrency must be 'off', 'auto' or a whole number from 1 to 64, not ${String(concurrency)}`);
    }
    if (cache !== undefined) {
        const c = cache;
        if (c === null || typeof c !== 'object' || typeof c.location !== 'string' || c.location === '')
            fail('cache must be an object with a location (a path)');
        const strategy = c.strategy ?? 'metadata';
        if (strategy !== 'metadata' && strategy !== 'content')
            fail(`cache.strategy must be 'metadata' or 'content', not ${String(strategy)}`);
        out.cache = { location: c.location, strategy: strategy };
    }
    if (fix !== undefined)
        out.fix = fix === 'write' || fix === 'dry-run' ? fix : fail(`fix must be 'write' or 'dry-run', not ${String(fix)}`);
    if (stdinFilename !== undefined)
        out.stdinFilename = typeof stdinFilename === 'string' ? stdinFilename : fail('stdinFilename must be a string');
    if (out.cache && out.fix)
        fail('cache keeps the results of a lint and fix rewrites files: use them apart');
    const threads = out.concurrency !== undefined && out.concurrency !== 'off' && out.concurrency !== 1;
    if (threads && out.cache)
        fail('the cache is kept on one thread: give no concurrency with it');
    if (threads && out.fix)
        fail('fixes are applied a file at a time: give no concurrency with them');
    return out;
}
/** A table of name -> string, copied. */
function table(name, value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return fail(`${name} must be an object of name -> string`);
    const out = {};
    for (const [key, v] of Object.entries(value))
        out[key] = typeof v === 'string' ? v : fail(`${name}.${key} must be a string`);
    return out;
}
