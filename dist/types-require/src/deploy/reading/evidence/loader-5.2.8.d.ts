/**
 * Where each behaviour of agent 5.2.8's loader table (`../loader-5.2.8.ts`) comes from, from its
 * public source only (vendored in nexwall/firewall-msp, packages/netifyd/vendor/netify-agent-5.2.8):
 * no 5.2 build runs here, so the rows that match 5.0.7's code line for line keep 5.0.7's runs.
 */
import type { LoaderRowId, ReadingRow } from '../loader.js';
export declare const loader528Rows: Readonly<Record<LoaderRowId, ReadingRow>>;
