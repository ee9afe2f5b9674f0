/**
 * A stable sort in place that allocates nothing for a few items: Array#sort makes work arrays at
 * each call (about 0.9 KB), which a folder lint pays per file; past 16 items it is the cheaper way.
 */
export declare function sortInPlace<T>(items: T[], compare: (a: T, b: T) => number): T[];
