import type { Grammar, TextClass } from './model.js';
/** A channel URL: http or https, a plain lower-case host, no port, a path of the spec's characters. */
export declare const sinkHttpUrl: TextClass;
/** A header value: printable ASCII of the spec's kind, inner spaces only. */
export declare const sinkHttpHeaderValue: TextClass;
export declare const sinkHttp1013Express: Grammar;
