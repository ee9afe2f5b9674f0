import { type AgentConfig } from './agent-config.js';
import { type CallerVariableSources, type CallerVariables } from './caller-variables.js';
import { type DeploymentEdge } from './graph.js';
import { type IniDocument } from './ini.js';
import { type LibraryKind } from './library-kind.js';
import type { DeploymentModel } from './model.js';
/** Reads an INI text; a text that is not a string gives an empty document and a `call/argument`. */
export declare function parseIni(text: string): IniDocument;
/** Reads an agent main config; a text that is not a string gives no settings and a `call/argument`. */
export declare function readAgentConfig(text: string): AgentConfig;
/** The kind a library path names; undefined for a path that is not a string. */
export declare function libraryKind(library: string): LibraryKind;
/** The caller's variables; sources of the wrong shape give the defaults and a `call/argument` finding. */
export declare function callerVariables(sources: CallerVariableSources): Promise<CallerVariables | {
    unreadable: string;
}>;
/** The edges of a deployment; a model without a references array gives none. */
export declare function deploymentGraph(model: Pick<DeploymentModel, 'references'>): DeploymentEdge[];
/** The text rendering; edges that are not an array of edges render as nothing. */
export declare function renderGraphText(edges: readonly DeploymentEdge[]): string;
/** The Mermaid rendering; edges that are not an array of edges render as an empty flowchart. */
export declare function renderGraphMermaid(edges: readonly DeploymentEdge[]): string;
