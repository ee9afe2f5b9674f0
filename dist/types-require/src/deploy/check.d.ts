/**
 * The deployment check on any source of files (`source.ts`): a one-way pipeline, one step per
 * file:
 * 1. variables (`deploymentVariables`): defaults, main-config settings, the folder, `--var`;
 * 2. loaders (`loaders.ts`): `plugins.d/*.conf` -> plugin instances;
 * 3. configs (`configs.ts`): each plugin's JSON config parsed, validated and resolved (and, for
 *    a sink whose config the agent cannot find, the file it was meant to name: `meant-configs.ts`);
 * 4. references (`references.ts`): processor -> sink -> channel, and unused sinks.
 * No Node built-in: the folder of the command and the texts of `checkDeployment` run it alike.
 */
import type { FileResult } from '../core/report.js';
import { type AgentTarget, type DeploymentModel } from './model.js';
import { type DeviceMapping } from './paths.js';
import type { DeploymentSource } from './source.js';
import type { FastCheck } from '../plugins/fast.js';
/** Options of a deployment check. */
export interface DeploymentOptions {
    /**
     * Settings of the agent's main config (`readAgentConfig(text).variables`), as written: paths,
     * uuids. They may refer to each other and to `${path_state_persistent}`, which is the folder.
     */
    settings?: Readonly<Record<string, string>>;
    /**
     * Values that override everything (`--var`). Setting `path_state_persistent` here names the
     * device's folder (`/etc/netifyd`): paths under it are then read from the folder.
     */
    variables?: Readonly<Record<string, string>>;
    /**
     * The agent release the deployment runs on (default `5.2`, the current release, which the field
     * runs): `5.0` judges for 5.0 (what only 5.2 handles, `${variables}` in `plugin_library`, is an
     * error), `5.x` for every 5.x release (what stops any of them is an error naming the releases it
     * breaks on).
     */
    agent?: AgentTarget;
}
/** What a deployment check found. */
export interface DeploymentResult {
    /** One result per file touched: loader files, then configs, in load order. */
    results: FileResult[];
    /** Source text per file of `results` that could be read, for code frames. */
    sources: Map<string, string>;
    model: DeploymentModel;
}
/**
 * The variable table of the check, and how device paths map onto the folder. Precedence, highest
 * first: `--var` values; the folder as `path_state_persistent`; the main config's settings; the
 * agent's defaults. Settings and values written in terms of others are expanded once, in order.
 */
export declare function sourceVariables(root: string, options: DeploymentOptions, source: DeploymentSource): {
    variables: Record<string, string>;
    mapping: DeviceMapping;
};
/**
 * Checks the deployment in `root` of `source`, the folder the agent knows as
 * `${path_state_persistent}`. Never throws for a problem in the deployment: every finding is a
 * diagnostic on a file. `loadersOnly`: the loader files alone (their configs are not there);
 * `fastCheck`: the command's fast check of clean configs.
 */
export declare function checkDeploymentSource(root: string, source: DeploymentSource, options?: DeploymentOptions, extras?: {
    loadersOnly?: boolean;
    fastCheck?: FastCheck;
}): Promise<DeploymentResult>;
