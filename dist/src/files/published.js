/**
 * The files agentconf publishes in its package, found from wherever it is installed: the
 * self-contained JSON Schemas by id, the schema catalog, the OpenAPI documents of the three APIs.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { packageInfo } from './package.js';
/** The published schema folders under generated/schemas/, one per family, and what each holds. */
const families = [
    { folder: 'plugins', what: 'config kind' },
    { folder: 'records', what: 'telemetry record' },
    { folder: 'api', what: 'API object' },
];
/**
 * Every published schema by id, sorted by family then file name: config kinds (`sink-http`),
 * telemetry record types (`flow_stats`) and API objects (`LicenseObject`); the three families'
 * ids never collide.
 */
export function publishedSchemas() {
    const dir = join(packageInfo().root, 'generated', 'schemas');
    const byId = new Map();
    for (const family of families) {
        for (const file of readdirSync(join(dir, family.folder)).sort()) {
            if (file.endsWith('.schema.json'))
                byId.set(file.slice(0, -'.schema.json'.length), { path: join(dir, family.folder, file), what: family.what });
        }
    }
    return byId;
}
/** The schema catalog (SchemaStore format) that tells editors which schema each config file name takes. */
export function schemaCatalogPath() {
    return join(packageInfo().root, 'generated', 'schema-catalog.json');
}
/** The HTTP APIs whose OpenAPI documents are published. */
export const apiNames = ['datafeeds', 'events', 'integrator'];
/** True when `name` is one of `apiNames`. */
export function isApiName(name) {
    return apiNames.includes(name);
}
/** The OpenAPI 3.1 document of an API, as generated (JSON). */
export function openApiPath(api) {
    return join(packageInfo().root, 'generated', 'api', 'openapi', `${api}.json`);
}
