import { isPlainObject } from '../../core/value.js';
import { kindSpecs } from '../kinds/index.js';
/** A note for every divergence in a config of `kind`. */
export function divergences(kind, config) {
    const rules = kindSpecs[kind].divergences;
    if (rules.length === 0 || !isPlainObject(config))
        return [];
    let found = [];
    // concat, not spreads: a spread runs the iterator protocol, slow in code not yet optimised.
    for (let i = 0; i < rules.length; i++)
        found = found.concat(rules[i](config));
    return found.length === 0 ? [] : found.map(({ pointer, message }) => ({ severity: 'info', code: 'spec/divergence', message, pointer }));
}
