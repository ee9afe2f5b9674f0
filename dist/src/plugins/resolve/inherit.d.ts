/**
 * Step 3 of resolution: channel settings a channel does not set come from the top level.
 *
 * Precedence, highest first, for a channel member marked `x-agentconf-inherit` in the schema
 * (`format`, `compressor` of processor sink channels; `timeout_connect`, `timeout_transfer`,
 * `tls_verify`, `tls_version1` of HTTP sink channels):
 * 1. the value the channel sets;
 * 2. the value the top level sets;
 * 3. the top level's default (filled by step 2, so it arrives here as 2.).
 * A member marked `x-agentconf-inherit: "prepend"` (core channel `types`) is an array the
 * top-level array of the same name is put in front of, as the core processor does (items the
 * channel already lists are not repeated).
 */
import type { Shape } from '../../core/shape.js';
/** Copies, in place, each inheritable member a nested object lacks from the top level. */
export declare function inheritTopLevel(config: unknown, shape: Shape): void;
