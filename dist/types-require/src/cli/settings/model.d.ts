/** What a settings file holds (schemas/settings/agentconf.schema.json), and where it was found. */
import type { RuleLevels } from '../../core/rule-levels.js';
import type { AgentTarget } from '../../deploy/model.js';
/** A settings file, as validated. */
export interface Settings {
    rules?: RuleLevels;
    overrides?: {
        files: string[];
        rules: RuleLevels;
    }[];
    ignorePatterns?: string[];
    options?: {
        agent?: AgentTarget;
        var?: Record<string, string>;
        agentConfig?: string;
        format?: string;
        strict?: boolean;
        quiet?: boolean;
        maxWarnings?: number;
    };
    /** The folder the file is in: its globs and paths are relative to it. */
    folder: string;
    /** The file's path, for messages. */
    path: string;
}
