/**
 * The `agentconf/deploy` entry as callers get it: every exported function checks its arguments
 * first and answers a wrong type with a `call/argument` diagnostic (or, for the functions whose
 * answer has no place for one, with an empty answer), as the rest of the library does; it never
 * throws for a caller's mistake.
 */
import { callArgument, thrownReason } from '../core/arguments.js';
import { isPlainObject, typeName } from '../core/value.js';
import { readAgentConfig as readAgentConfigText } from './agent-config.js';
import { callerVariables as callerVariablesOf } from './caller-variables.js';
import { deploymentGraph as graphOf, renderGraphMermaid as mermaidOf, renderGraphText as textOf } from './graph.js';
import { parseIni as parseIniText } from './ini.js';
import { libraryKind as libraryKindOf } from './library-kind.js';
/** Reads an INI text; a text that is not a string gives an empty document and a `call/argument`. */
export function parseIni(text) {
    if (typeof text !== 'string')
        return { sections: [], preamble: [], diagnostics: [callArgument(`the text must be a string, not ${typeName(text)}`)] };
    return parseIniText(text);
}
/** Reads an agent main config; a text that is not a string gives no settings and a `call/argument`. */
export function readAgentConfig(text) {
    if (typeof text !== 'string')
        return { variables: {}, positions: {}, diagnostics: [callArgument(`the text must be a string, not ${typeName(text)}`)] };
    return readAgentConfigText(text);
}
/** The kind a library path names; undefined for a path that is not a string. */
export function libraryKind(library) {
    return typeof library === 'string' ? libraryKindOf(library) : undefined;
}
/** The caller's variables; sources of the wrong shape give the defaults and a `call/argument` finding. */
export async function callerVariables(sources) {
    const problem = sourcesProblem(sources);
    if (problem === undefined)
        return callerVariablesOf(sources);
    const { variables } = await callerVariablesOf({ overrides: {} }).then((r) => r);
    return { variables, settings: {}, overrides: {}, findings: [{ result: { file: 'arguments', diagnostics: [problem] } }] };
}
function sourcesProblem(sources) {
    try {
        if (!isPlainObject(sources))
            return callArgument(`the sources must be an object, not ${typeName(sources)}`);
        const { agentConfig, overrides, folders } = sources;
        if (agentConfig !== undefined && (typeof agentConfig !== 'string' || agentConfig === '')) {
            return callArgument(`sources.agentConfig must be a file name, not ${typeName(agentConfig)}`, '/agentConfig');
        }
        if (!isPlainObject(overrides) || Object.values(overrides).some((v) => typeof v !== 'string')) {
            return callArgument('sources.overrides must be an object of name -> string', '/overrides');
        }
        if (folders !== undefined && (!Array.isArray(folders) || folders.length > 10_000 || folders.some((f) => typeof f !== 'string'))) {
            return callArgument('sources.folders must be an array of folder names', '/folders');
        }
        return undefined;
    }
    catch (error) {
        return callArgument(`reading the sources failed (${thrownReason(error)}); pass a plain object`);
    }
}
/** The edges of a deployment; a model without a references array gives none. */
export function deploymentGraph(model) {
    try {
        const references = isPlainObject(model) ? model.references : undefined;
        if (!Array.isArray(references))
            return [];
        return graphOf({ references: references.filter(isReference) });
    }
    catch {
        return [];
    }
}
/** The text rendering; edges that are not an array of edges render as nothing. */
export function renderGraphText(edges) {
    return textOf(edgeList(edges));
}
/** The Mermaid rendering; edges that are not an array of edges render as an empty flowchart. */
export function renderGraphMermaid(edges) {
    return mermaidOf(edgeList(edges));
}
function edgeList(edges) {
    try {
        return Array.isArray(edges) && edges.length <= 1_000_000 ? edges.filter(isEdge) : [];
    }
    catch {
        return [];
    }
}
const optionalString = (value) => value === undefined || typeof value === 'string';
function isEdge(e) {
    return (isPlainObject(e) &&
        typeof e.from === 'string' &&
        typeof e.sink === 'string' &&
        typeof e.ok === 'boolean' &&
        optionalString(e.channel) &&
        optionalString(e.reason));
}
function isReference(r) {
    return (isPlainObject(r) &&
        typeof r.processor === 'string' &&
        typeof r.sink === 'string' &&
        typeof r.ok === 'boolean' &&
        optionalString(r.channel) &&
        optionalString(r.reason));
}
