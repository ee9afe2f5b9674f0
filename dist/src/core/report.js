/** Counts errors, warnings and notes over all results (and records, for record streams). */
export function summarize(results) {
    let errors = 0;
    let warnings = 0;
    let infos = 0;
    let files = 0;
    let skipped = 0;
    let streams;
    // Indexed loops: a folder of configs gives one result per file.
    // A sparse array of length 2^32 - 1 is read by its members, not by its length.
    // What cannot be read (a revoked proxy, a throwing getter: a caller's mistake) counts as far as it was read.
    let list = [];
    try {
        if (Array.isArray(results))
            list = results.length > 1_000_000 ? Object.values(results) : results;
    }
    catch {
        // a revoked proxy: no results
    }
    for (let i = 0; i < list.length; i++) {
        try {
            const r = list[i];
            if (typeof r !== 'object' || r === null)
                continue;
            if (r.skipped) {
                skipped++;
                continue;
            }
            if (!r.commandLine)
                files++;
            if (r.records) {
                errors += r.records.errors;
                warnings += r.records.warnings;
                infos += r.records.infos;
                streams ??= { records: 0, invalid: 0, types: {}, channels: Object.create(null) };
                streams.records += r.records.records;
                streams.invalid += r.records.invalid;
                const types = r.records.types ?? {};
                for (const [type, count] of Object.entries(types))
                    streams.types[type] = (streams.types[type] ?? 0) + count;
                const held = r.records.stream ?? { flows: { opened: 0, purged: 0, untracked: 0 } };
                streams.channels[String(r.file)] = { records: r.records.records, types: { ...types }, ...held, flows: { ...held.flows } };
                continue;
            }
            const diagnostics = !Array.isArray(r.diagnostics) ? [] : r.diagnostics.length > 1_000_000 ? Object.values(r.diagnostics) : r.diagnostics;
            for (let j = 0; j < diagnostics.length; j++) {
                const d = diagnostics[j];
                if (typeof d !== 'object' || d === null)
                    continue;
                if (d.severity === 'error')
                    errors++;
                else if (d.severity === 'warning')
                    warnings++;
                else
                    infos++;
            }
        }
        catch {
            // the rest of this result is not counted
        }
    }
    if (!streams)
        return skipped ? { files, skipped, errors, warnings, infos } : { files, errors, warnings, infos };
    return { files, records: streams.records, invalid: streams.invalid, errors, warnings, infos, types: streams.types, channels: { ...streams.channels } };
}
