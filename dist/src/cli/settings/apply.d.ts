import { type Glob } from '../../core/glob.js';
import { type RuleLevels } from '../../core/rule-levels.js';
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
/** An ignore pattern: a glob, or `!glob` to take back what an earlier pattern left out (.gitignore's, ESLint's). */
interface IgnorePattern {
    glob: Glob;
    negated: boolean;
}
/** An ignore pattern compiled; undefined for one that cannot be read. */
export declare function compileIgnore(pattern: string): IgnorePattern | undefined;
/** The run's rules from the settings file (if any) and the command line. */
export declare function runRules(settings: Settings | undefined, line: CommandLineRules, cwd?: string): RunRules;
export {};
