/** What the listing shows of a kind (JSON shows every member it has). */
export interface KindListing {
    id: string;
    title: string;
}
/** `sink-http  HTTP sink` per line, ids padded to the longest; or the kinds as JSON. */
export declare const kindsFormats: {
    text: (kinds: readonly KindListing[]) => string;
    json: (kinds: readonly KindListing[]) => string;
};
