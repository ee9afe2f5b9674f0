import type { RuleLevels } from '../../core/rule-levels.js';
import type { Settings } from './model.js';
/** What the command line gave, already checked. */
export interface CommandLineRules {
    rules: RuleLevels;
    ignorePatterns: readonly string[];
}
/** Rule levels per file and the ignore test, for one run. */
export interface RunRules {
    /** The levels in force for `file` (a path as the user gave it; `commandLine` for --var findings). */
    levelsFor(file: string, commandLine?: boolean): RuleLevels;
    /** Whether a file to lint (a path as the user gave it) is left out. */
    ignored(file: string): boolean;
}
/** The run's rules from the settings file (if any) and the command line. */
export declare function runRules(settings: Settings | undefined, line: CommandLineRules, cwd?: string): RunRules;
