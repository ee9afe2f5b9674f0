import type { Settings } from './model.js';
/** The settings in `path`; a `UsageError` for anything wrong with it. */
export declare function loadSettings(path: string): Promise<Settings>;
