/**
 * What real clients of the service send and read, built the way their code builds it, with the
 * answers shaped as each reads them. Sources (docs/choices-and-divergences.md#http-apis-the-service-and-its-real-clients):
 * - parceler (nethesis/parceler, app/Logic/NetifydLicenseRepository.php and
 *   NetifydCatalogRepository.php, Laravel's HTTP client: JSON bodies, an array given to `get` is
 *   the query), which reads `data` of every answer, and of a license `issued_to`, `serial`,
 *   `expire_at.unix` and the configured entitlements as members;
 * - informatics lookup scripts: a Pi-hole categorizer (GET a domain, reads `data.category.id`), a
 *   flow dashboard (GET the applications with a JSON body, reads `data[].id`, `tag`, `label`), and
 *   the paged applications request of the public informatics samples.
 */
import type { ApiRequest } from '../../src/api/index.js';

/** One exchange: the request as the client sends it, the answer as it reads it, and the notes each gets. */
export interface ClientExchange {
  what: string;
  request: ApiRequest & { headers: Record<string, string> };
  status: number;
  answer: unknown;
  /** The pointers of the `spec/divergence` notes: on the request, on the answer. */
  notes: { request: string[]; response: string[] };
}

/** parceler's configuration defaults (config/netifyd.php) and a key. */
const endpoint = 'https://agents.netify.ai';
const apiKey = 'api-key';
/** App\Entitlements::all(). */
export const parcelerEntitlements = ['netify-proc-aggregator', 'netify-proc-flow-actions', 'netify-proc-dev-discovery', 'netify-sink-sqlite'];
/** NetifydLicenseType: its labels (no suffix configured) and its 7 days. */
const licenseTypes = ['NethSecurity Community Edition', 'NethSecurity Enterprise Edition'];
const durationDays = 7;

/** A YYYY-MM-DD date `days` after the UTC day of `now` (Carbon's startOfDay()->addDays()->toDateString()). */
const dayAfter = (now: Date, days: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10);
const dateTime = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 19).replace('T', ' ');

/** A license in the agent format as parceler reads it: every entitlement an object with its not_valid_after day. */
export function parcelerLicense(issuedTo: string, serial: string, now: Date): Record<string, unknown> {
  const created = Math.floor(now.getTime() / 1000);
  const expires = created + durationDays * 86_400;
  const entitlements = Object.fromEntries(parcelerEntitlements.map((e) => [e, { not_valid_after: dayAfter(now, durationDays) }]));
  return {
    created_at: { date: dateTime(created), unix: created },
    expire_at: { date: dateTime(expires), unix: expires },
    issued_to: issuedTo,
    issuer: { email: 'licenses@example.com', name: 'Example Vendor' },
    serial,
    signature: 'c2lnbmF0dXJl',
    terms_of_service: 'See https://www.example.com/terms',
    transfer_notice: 'This license is not transferable.',
    version: '1',
    description: `License provided to ${issuedTo} instances.`,
    ...entitlements,
  };
}

const ok = (data: unknown) => ({ status_code: 0, status_message: 'Success.', data });
const headers = { 'x-api-key': apiKey };
/** Laravel's client sends a body as JSON, with its Content-Type. */
const jsonHeaders = { ...headers, 'content-type': 'application/json' };
const entitlementNotes = (at: string) => parcelerEntitlements.map((e) => `${at}/${e}`);

const category = { id: 4, tag: 'file-server', label: 'File Server' };
const application = {
  id: 120,
  tag: 'netify.whatsapp',
  label: 'WhatsApp',
  description: 'A messaging application.',
  home_page: { url: 'https://www.whatsapp.com', text: 'WhatsApp' },
  category: { id: 17, tag: 'messaging', label: 'Messaging' },
  active: true,
  favicon: 'https://static.example.com/favicon/120.png',
  icon: 'https://static.example.com/icon/120.png',
  logo: 'https://static.example.com/logo/120.png',
  favicon_source: 'vendor',
  icon_source: 'vendor',
  logo_source: 'vendor',
};
const protocol = {
  id: 96,
  tag: 'tftp',
  label: 'TFTP',
  description: 'Trivial File Transfer Protocol.',
  home_page: { url: 'https://www.rfc-editor.org/rfc/rfc1350', text: 'RFC 1350' },
  category,
  introduced: '4.0.0',
  deprecated: '',
};

/** Every request parceler sends, for a day `now`, with the answers it reads. */
export function parcelerExchanges(now: Date): ClientExchange[] {
  const integrator = `${endpoint}/api/v2/integrator`;
  const out: ClientExchange[] = [
    {
      what: 'listLicenses',
      request: { method: 'GET', url: `${integrator}/licenses?format=netifyd`, headers },
      status: 200,
      answer: ok(licenseTypes.map((t, i) => parcelerLicense(t, `SERIAL-${i}`, now))),
      notes: { request: ['/query/format'], response: [...entitlementNotes('/body/data/0'), ...entitlementNotes('/body/data/1')] },
    },
  ];
  for (const label of licenseTypes) {
    const serial = `SERIAL-${label.split(' ')[1]}`;
    out.push(
      {
        what: `createLicense (${label})`,
        request: {
          method: 'POST',
          url: `${integrator}/licenses`,
          headers: jsonHeaders,
          body: {
            format: 'object',
            issued_to: label,
            duration_days: durationDays,
            description: `License provided to ${label} instances.`,
            entitlements: parcelerEntitlements,
          },
        },
        status: 200,
        answer: ok(parcelerLicense(label, serial, now)),
        notes: { request: ['/body/format'], response: entitlementNotes('/body/data') },
      },
      {
        what: `renewLicense (${label})`,
        request: {
          method: 'POST',
          url: `${integrator}/licenses/${serial}/renew`,
          headers: jsonHeaders,
          // now()->utc()->startOfDay()->addDays(durationDays)->subDay()->toDateString()
          body: { expire_at: dayAfter(now, durationDays - 1) },
        },
        status: 200,
        answer: ok(parcelerLicense(label, serial, now)),
        notes: { request: [], response: ['/body/data', ...entitlementNotes('/body/data')] },
      },
      {
        what: `deleteLicense (${label})`,
        request: { method: 'DELETE', url: `${integrator}/licenses/${serial}`, headers },
        status: 200,
        answer: { status_code: 0, status_message: 'Success.' },
        notes: { request: [], response: [] },
      },
    );
  }
  const catalogs: [string, unknown[], string[]][] = [
    ['applications/catalog', [application], ['/query/version']],
    ['applications/categories', [{ id: 17, tag: 'messaging', label: 'Messaging' }], ['/query/version']],
    ['protocols/catalog', [protocol], []],
    ['protocols/categories', [category], []],
  ];
  for (const [path, data, notes] of catalogs) {
    out.push({
      what: path,
      request: { method: 'GET', url: `${integrator}/${path}?version=5.1`, headers },
      status: 200,
      answer: ok(data),
      notes: { request: notes, response: [] },
    });
  }
  return out;
}

const informatics = 'https://informatics.netify.ai';

/** The informatics lookups real scripts make (no credentials), with the answers they read. */
export const informaticsExchanges: ClientExchange[] = [
  {
    what: 'a domain (Pi-hole categorizer: data.category.id)',
    request: { method: 'GET', url: `${informatics}/api/v2/lookup/domains/twitter.com`, headers: {} },
    status: 200,
    answer: ok({ category: { id: 24, label: 'Social Media' } }),
    notes: { request: [], response: [] },
  },
  {
    what: 'the applications, asked with a JSON body (flow dashboard: data[].id, tag, label)',
    request: {
      method: 'GET',
      url: `${informatics}/api/v2/lookup/applications`,
      headers: { 'content-type': 'application/json' },
      body: { settings_data_format: 'objects', settings_limit: 5000 },
    },
    status: 200,
    answer: ok([{ id: 120, tag: 'netify.whatsapp', label: 'WhatsApp' }]),
    notes: { request: [], response: [] },
  },
  {
    what: 'a page of applications (the informatics samples)',
    request: {
      method: 'GET',
      url: `${informatics}/api/v2/lookup/applications?page=1&settings_limit=5&filter_starts_with=f&filter_application_categories=[%224%22%2C%2224%22]&settings_show_default_logo=false`,
      headers: {},
    },
    status: 200,
    answer: {
      ...ok([{ id: 1033, tag: 'netify.facebook', label: 'Facebook' }]),
      data_info: { total_records: 1, total_pages: 1, current_page: 1, start: 1, length: 1, limit: 5 },
    },
    notes: { request: [], response: [] },
  },
];
