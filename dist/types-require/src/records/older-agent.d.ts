/** The members by which a 5.0 record gives itself away, in words; undefined when none shows. */
export declare function olderAgentSigns(type: string, record: Record<string, unknown>): string | undefined;
/** The clause added to each error of a record that shows older-agent signs. */
export declare function olderAgentNote(signs: string): string;
