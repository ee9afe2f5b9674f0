// The type of every API object.
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.

export type { AgentLicense } from './AgentLicense.js';
export type { Application } from './Application.js';
export type { ApplicationChangelogEntry } from './ApplicationChangelogEntry.js';
export type { Category } from './Category.js';
export type { ErrorResponse } from './ErrorResponse.js';
export type { EventCatalogEntry } from './EventCatalogEntry.js';
export type { EventLogEntry } from './EventLogEntry.js';
export type { EventStatusEntry } from './EventStatusEntry.js';
export type { EventSubscription } from './EventSubscription.js';
export type { HomePage } from './HomePage.js';
export type { Intelligence } from './Intelligence.js';
export type { IntelligenceReleaseLogEntry } from './IntelligenceReleaseLogEntry.js';
export type { LicenseCreateRequest } from './LicenseCreateRequest.js';
export type { LicenseObject } from './LicenseObject.js';
export type { LicenseRenewRequest } from './LicenseRenewRequest.js';
export type { Protocol } from './Protocol.js';
export type { ProtocolReleaseLogEntry } from './ProtocolReleaseLogEntry.js';
export type { StatusResponse } from './StatusResponse.js';
