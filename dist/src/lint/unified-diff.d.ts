/** The diff of `before` -> `after` for `name`; `''` when they are equal. */
export declare function unifiedDiff(name: string, before: string, after: string): string;
