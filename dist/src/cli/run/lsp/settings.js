/**
 * The settings file for the language server: the one `agentconf lint` reads (`.agentconf.json`,
 * `.yaml` or `.yml`, the loader and precedence of `cli/settings/`), found by walking up from each
 * document's folder (from the workspace folder for a document with no file), its `rules` and the
 * `overrides` whose globs match the document's path relative to it applied to the findings, and
 * its `ignorePatterns` leaving a document unchecked. A file is read again when its modification
 * time or size changes, so an edit to it takes effect at the next check. Its `agent` (the release
 * the deployment runs on) applies as in `agentconf lint --root`.
 */
import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import { ioMessage } from '../../../core/io-message.js';
import { applyRuleLevels } from '../../../core/rule-levels.js';
import { runRules } from '../../settings/apply.js';
import { findSettings } from '../../settings/find.js';
import { loadSettings } from '../../settings/load.js';
const none = { ignored: false, apply: (d) => d };
/** A settings file's name: such a document is no plugin config. */
export const settingsFileName = /(^|[\\/])\.agentconf\.(json|ya?ml)$/;
/**
 * The settings for documents, read once per version of each settings file. `report` is told, once
 * per version, why a settings file cannot be used (the message `agentconf lint` would stop with);
 * the documents under it are then checked with no settings.
 */
export function documentSettings(report) {
    const cache = new Map();
    const reported = new Set();
    const tell = (key, message) => {
        if (reported.has(key))
            return;
        reported.add(key);
        report(message);
    };
    async function rulesOf(path) {
        let info;
        try {
            info = statSync(path, { throwIfNoEntry: false });
        }
        catch (error) {
            // A link loop (ELOOP) or a folder it cannot enter: said once, the findings shown without it.
            tell(`${path}\0stat`, `agentconf: settings file ${path}: ${ioMessage(error)}; the findings are shown without the settings file`);
            return undefined;
        }
        if (!info)
            return undefined;
        const stamp = `${info.mtimeMs}:${info.size}`;
        const known = cache.get(path);
        if (known?.stamp === stamp)
            return known;
        let rules;
        let agent;
        try {
            const settings = await loadSettings(path);
            rules = runRules(settings, { rules: {}, ignorePatterns: [] }, settings.folder);
            agent = settings.options?.agent;
        }
        catch (error) {
            tell(`${path}\0${stamp}`, `agentconf: ${error.message}; the findings are shown without the settings file`);
        }
        const read = { stamp, rules, agent };
        cache.set(path, read);
        return read;
    }
    return {
        /** The rules for the document at `file` (an absolute path), or for one with no file under `folder`. */
        async forDocument(file, folder) {
            const start = file !== undefined ? dirname(file) : folder;
            if (start === undefined)
                return none;
            let found;
            try {
                found = findSettings(start);
            }
            catch (error) {
                const where = error.path;
                tell(`two\0${start}`, `agentconf: ${typeof where === 'string' ? `settings file ${where}: ` : ''}${ioMessage(error)}`);
                return none;
            }
            const read = found === undefined ? undefined : await rulesOf(found);
            const rules = read?.rules;
            if (rules === undefined)
                return none;
            const agent = read?.agent;
            // A document with no file takes the file's own rules, as no override's glob can match it.
            const levels = rules.levelsFor(file ?? '', file === undefined);
            return { ignored: file !== undefined && rules.ignored(file), apply: (d) => applyRuleLevels(d, levels), ...(agent !== undefined ? { agent } : {}) };
        },
        /** Forgets what was read (a settings file changed on disk). */
        forget() {
            cache.clear();
        },
    };
}
