/** Step 2 of resolution: members the config leaves out get the defaults the agent assumes. */
import type { Shape } from '../../core/shape.js';
/**
 * Fills, in place, every absent member that has a default, in every object the shape describes
 * (top level, each sink channel, ...). Members that inherit from the top level are left to
 * `inheritTopLevel`: a channel default must not hide the top-level value.
 */
export declare function fillDefaults(config: unknown, shape: Shape): void;
