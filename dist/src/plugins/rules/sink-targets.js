import { childPointer } from '../../core/pointer.js';
import { closest } from '../../core/suggest.js';
import { isPlainObject } from '../../core/value.js';
/** An error at each indicator `sink_targets` item that names no top-level `sink_targets` key. */
export function sinkTargetReferences(config) {
    // Without a top-level sink_targets object the schema reports that once; no error per indicator.
    if (!isPlainObject(config) || !isPlainObject(config.indicators) || !isPlainObject(config.sink_targets))
        return [];
    const defined = Object.keys(config.sink_targets);
    const out = [];
    for (const name of Object.keys(config.indicators)) {
        const indicator = config.indicators[name];
        if (!isPlainObject(indicator) || !Array.isArray(indicator.sink_targets))
            continue;
        indicator.sink_targets.forEach((target, i) => {
            if (typeof target !== 'string' || defined.includes(target))
                return;
            const suggestion = closest(target, defined);
            out.push({
                severity: 'error',
                code: 'ref/sink-target',
                message: `sink target ${JSON.stringify(target)} is not defined under the top-level "sink_targets"` +
                    (suggestion
                        ? `; did you mean ${JSON.stringify(suggestion)}?`
                        : defined.length
                            ? ` (defined: ${defined.map((d) => JSON.stringify(d)).join(', ')})`
                            : ' (none are defined)'),
                pointer: childPointer('/indicators', name, 'sink_targets', i),
                ...(suggestion ? { suggestion } : {}),
            });
        });
    }
    return out;
}
