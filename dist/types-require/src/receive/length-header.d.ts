/** True when the decoded body is one `{"length":N}` header and nothing else. */
export declare function isLoneLengthHeader(payload: Uint8Array): boolean;
