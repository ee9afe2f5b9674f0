/**
 * Compile-time checks of the OpenAPI types openapi-typescript generates from the documents, run by
 * `npm run typecheck` (CI): a small typed client of the integrator and events APIs in the style of
 * openapi-fetch. Valid calls type-check; each `@ts-expect-error` line must stay an error.
 */
import type { paths as Events, Readable } from '../../generated/api/paths/events.js';
import type { paths as Integrator } from '../../generated/api/paths/integrator.js';
import type { AgentLicense, RequestOf, ResponseBodyOf, StatusOf } from '../../src/api/index.js';

type Get<P> = P extends { get: infer O } ? O : never;
type Query<O> = O extends { parameters: { query?: infer Q } } ? Q : never;
type Ok<O> = O extends { responses: { 200: { content: { 'application/json': infer B } } } } ? B : never;

/** A typed GET: the path picks the query parameters it takes and the body it answers with. */
declare function get<P extends keyof Integrator>(path: P, init: { query?: Query<Get<Integrator[P]>> }): Promise<Ok<Get<Integrator[P]>>>;

export async function protocolLabels(): Promise<string[]> {
  const body = await get('/protocols/catalog', { query: { version: '5.2' } });
  return body.data.map((p) => p.label);
}

export async function signatureCall(): Promise<void> {
  await get('/signatures/applications', { query: { version: '5.2', ip_version: 4 } });
  // @ts-expect-error ip_version is 4 or 6
  await get('/signatures/applications', { query: { version: '5.2', ip_version: 5 } });
  // @ts-expect-error version is a string
  await get('/protocols/catalog', { query: { version: 5.2 } });
}

// @ts-expect-error no such path
export const unknownPath = get('/protocols/catalgo', {});

type Subscription = Events['/api/v1/events/subscriptions/{identifier}/{event_tag}']['get']['responses'][200]['content']['application/json'];
type ReadSubscription = Readable<Exclude<Subscription, { status_code: unknown }>>;

export function subscriptionUrl(s: ReadSubscription): string | undefined {
  // @ts-expect-error the write-only key is not in read types
  void s.key;
  return s.url;
}

// Request and response types per operation, from agentconf/api.

export const createBody: RequestOf<'createLicense'>['body'] = { issued_to: 'Example Org', entitlements: ['dpi'], duration_days: 30 };
// @ts-expect-error entitlements is an array of strings
export const badCreateBody: RequestOf<'createLicense'>['body'] = { issued_to: 'Example Org', entitlements: 'dpi' };
export const ipPath: RequestOf<'lookupIp'>['path'] = { ip: '203.0.113.7' };
export const notFound: ResponseBodyOf<'getLicense', 404> = { status_code: '404.000', status_message: 'License not found' };
export const statuses: StatusOf<'deleteLicense'>[] = [200, 403, 404, 429, 500];
// @ts-expect-error listApplications documents no 404
export const noSuchStatus: StatusOf<'listApplications'> = 404;
export function firstApplication(body: ResponseBodyOf<'listApplications', 200>): string | undefined {
  return body.data[0]?.tag;
}
export const subscribe: RequestOf<'createSubscription'>['body'] = {
  identifier: 'site-1',
  driver: 'webhook',
  url: 'https://hooks.example.com/e',
  event_tag: 'vpn_detection',
  key: 's3cret',
};
// @ts-expect-error a subscription needs an event tag
export const subscribeWithoutTag: RequestOf<'createSubscription'>['body'] = { identifier: 'site-1', driver: 'webhook', url: 'https://hooks.example.com/e' };
export function keyOfListed(body: ResponseBodyOf<'listSubscriptions', 200>): void {
  const first = Array.isArray(body) ? body[0] : undefined;
  // @ts-expect-error listings never carry the write-only key
  void first?.key;
}

// What the service sends beyond the interface is in the types: the renewed license in `data`,
// an entitlement as an object, the license format by the service's name.
export function renewedSerial(body: ResponseBodyOf<'renewLicense', 200>): string | undefined {
  return body.data?.serial;
}
export const listNetifyd: RequestOf<'listLicenses'>['query'] = { format: 'netifyd' };
export const entitlementObject: AgentLicense[string] = { not_valid_after: '2026-03-19' };
export const createWithFormat: RequestOf<'createLicense'>['body'] = { format: 'object', issued_to: 'Example Org', entitlements: ['dpi'], duration_days: 7 };
// @ts-expect-error the license format is netifyd, agentd or object
export const listJson: RequestOf<'listLicenses'>['query'] = { format: 'json' };
