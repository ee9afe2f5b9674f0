/**
 * The sink-http configs a lint passes without a finding, judged as sink-http 1.0.13 reads them
 * (`../reading/sink-http-1.0.13.ts`, `../rules/sink-http-field.ts`): the express lane's grammar
 * (`model.ts`). Narrow on purpose: top-level timeouts and TLS settings only at the built-in values
 * (1.0.13 never applies them to a channel, so any other is a warning), every channel enabled (a
 * disabled one drops those after it), channel TLS settings at the safe built-ins, timeouts that
 * libcurl takes, plain lower-case host names without a port, header names that are HTTP tokens,
 * non-empty header values without control characters, and only the variables 1.0.13 expands there.
 */
import { agentReleaseVariables, sinkHttpVariables } from '../../core/variables.js';
/** What agent 5.0.7 with sink-http 1.0.13 expands in a channel's url and headers. */
const expanded = [...sinkHttpVariables, ...agentReleaseVariables['5.0']];
/** A channel URL: http or https, a plain lower-case host, no port, a path of the spec's characters. */
export const sinkHttpUrl = {
    written: /^https?:\/\/[a-z0-9]+(?:[.-][a-z0-9]+)*(?:\/[A-Za-z0-9._/${}-]*)?$/,
    variables: expanded,
    value: /^[A-Za-z0-9._/-]*$/,
    expanded: /^https?:\/\/[a-z0-9]+(?:[.-][a-z0-9]+)*(?:\/[A-Za-z0-9._/-]*)?$/,
};
/** A header value: printable ASCII of the spec's kind, inner spaces only. */
export const sinkHttpHeaderValue = {
    written: /^[A-Za-z0-9._/:=,;+${}-](?:[A-Za-z0-9 ._/:=,;+${}-]*[A-Za-z0-9._/:=,;+${}-])?$/,
    variables: expanded,
    value: /^[A-Za-z0-9._/-]+$/,
    expanded: /^[A-Za-z0-9._/:=,;+-](?:[A-Za-z0-9 ._/:=,;+-]*[A-Za-z0-9._/:=,;+-])?$/,
};
/** A channel timeout libcurl takes (1.0.13 keeps 32 bits; libcurl refuses more than 2147483 s). */
const timeout = { int: [0, 2147483] };
const channel = {
    members: {
        enable: { enum: [true] },
        url: { text: sinkHttpUrl },
        headers: { names: /^[A-Za-z0-9-]{1,64}$/, each: { text: sinkHttpHeaderValue } },
        timeout_connect: timeout,
        timeout_transfer: timeout,
        tls_verify: { enum: [true] },
        tls_version1: { enum: [false] },
    },
    required: ['url'],
    // Every member 1.0.13 reads in a channel is one of the above.
    others: { except: [] },
};
export const sinkHttp1013Express = {
    members: {
        timeout_connect: { enum: [30] },
        timeout_transfer: { enum: [300] },
        tls_verify: { enum: [true] },
        tls_version1: { enum: [false] },
        channels: { names: /^[A-Za-z0-9_.-]{1,64}$/, each: channel },
    },
    required: ['channels'],
    // 1.0.13 reads a top-level url and headers the schema does not define (and never applies them).
    others: { except: ['url', 'headers'] },
};
