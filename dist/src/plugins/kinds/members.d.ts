/** Whether `value` has any of `names` as an own member. */
export declare const hasAny: (value: Record<string, unknown>, ...names: string[]) => boolean;
/** Whether any channel of a config has any of `names`. */
export declare const anyChannelHas: (value: Record<string, unknown>, ...names: string[]) => boolean;
