import { childPointer } from '../core/pointer.js';
import { isPlainObject } from '../core/value.js';
import { objectRules } from './object-rules.js';
const licenseFormatOps = ['listLicenses', 'getLicense', 'createLicense'];
const signatureOps = ['getSignatureCategories', 'getApplicationSignatures', 'getIntelligenceSignatures'];
/** The operations whose 200 answer carries licenses in `data` (one, or a list). */
const licenseAnswerOps = ['listLicenses', 'getLicense', 'createLicense', 'renewLicense'];
const queryRows = [
    {
        ops: licenseFormatOps,
        param: 'format',
        when: (v) => v === 'netifyd',
        message: 'format "netifyd" is the agent format as the service names it (the vendor\'s licensing pages: netifyd, the default, or object; a real client sends netifyd); the interface calls it "agentd"',
    },
    {
        ops: licenseFormatOps,
        param: 'format',
        when: (v) => v === 'agentd',
        message: 'format "agentd" is the interface\'s name for the agent format; the vendor\'s licensing pages name it "netifyd" (the default) and do not list "agentd"',
        suggestion: 'netifyd',
    },
    {
        ops: signatureOps,
        param: 'version',
        when: (v) => /^[0-9]+$/.test(v),
        message: "a major version alone is what the vendor's signature pages take (the best files of that major version); the interface writes a version as major.minor at least",
    },
    {
        ops: ['listApplications', 'listApplicationCategories'],
        param: 'version',
        when: () => true,
        message: 'a real client sends "version" to this operation; the interface lists no query parameter for it, and what the service does with it is not shown',
    },
];
const bodyRows = [
    {
        ops: ['createLicense'],
        member: 'format',
        message: '"format" in the create body is what a real client sends (the vendor\'s create page lists a format parameter); the interface\'s create body has no such member',
    },
];
const note = (message, pointer, suggestion) => ({
    severity: 'info',
    code: 'spec/divergence',
    message,
    pointer,
    ...(suggestion ? { suggestion } : {}),
});
/** The notes on a request: query values and body members the service takes beyond the interface. */
export function requestDivergences(op, query, body) {
    const out = [];
    for (const row of queryRows) {
        const value = query[row.param];
        if (row.ops.includes(op.id) && value !== undefined && row.when(value))
            out.push(note(row.message, childPointer('/query', row.param), row.suggestion));
    }
    for (const row of bodyRows) {
        if (row.ops.includes(op.id) && isPlainObject(body) && Object.hasOwn(body, row.member))
            out.push(note(row.message, childPointer('/body', row.member)));
    }
    return out;
}
/** The notes on a response: the renewed license in `data`, and entitlements written as objects. */
export function responseDivergences(op, status, body) {
    if (status !== '200' || !licenseAnswerOps.includes(op.id) || !isPlainObject(body) || !Object.hasOwn(body, 'data'))
        return [];
    const out = [];
    if (op.id === 'renewLicense') {
        out.push(note('the renew answer carries the renewed license in "data", which a real client reads; the interface says the answer is the StatusResponse alone', '/body/data'));
    }
    const data = body.data;
    const licenses = Array.isArray(data) ? data.map((l, i) => [l, childPointer('/body/data', i)]) : [[data, '/body/data']];
    for (const [license, pointer] of licenses)
        out.push(...objectRules('AgentLicense', license, pointer));
    return out;
}
