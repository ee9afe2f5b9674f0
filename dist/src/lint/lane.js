import { kindFromName } from '../plugins/kind-name.js';
import { expressWalk } from '../plugins/express/index.js';
/** The config's kind and its members nobody reads (none: nothing to report), or undefined where the pipeline must check it. */
export function laneWalk(file, text, parsed, options) {
    const named = kindFromName(file);
    if (typeof named !== 'string' || (options.kind !== undefined && options.kind !== named) || parsed.diagnostics.length > 0)
        return undefined;
    const others = expressWalk(named, text, parsed.value, options.variables);
    return others === undefined ? undefined : { kind: named, others };
}
