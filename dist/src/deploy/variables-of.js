/**
 * The caller's variable values made into one table (`variableTable`): the agent's main config's
 * settings first, then each value given directly (`--var NAME=VALUE`) over them. On texts, with
 * no Node built-in: `caller-variables.ts` reads the main config for the command.
 */
import { byPosition } from '../core/diagnostic.js';
import { agentVariableDefaults, variableTable } from '../core/variables.js';
import { closest } from '../core/suggest.js';
import { bounded, boundText } from '../core/message.js';
import { readAgentConfig } from './agent-config.js';
/** The name the given values' findings are reported under: they are given on the command line. */
const overridesSource = '--var';
/**
 * The variables of the main config `agentConfig` (its name and text, when there is one) and of
 * the values given: references to others expanded once, a reference to an unknown name reported
 * where it is written.
 */
export function variablesOf(agentConfig, given) {
    let settings = {};
    let positions = {};
    const configFindings = [];
    if (agentConfig !== undefined) {
        const found = readAgentConfig(agentConfig.text);
        settings = found.variables;
        positions = found.positions;
        for (const d of found.diagnostics)
            configFindings.push(d);
    }
    const overrides = Object.create(null);
    for (const [name, value] of Object.entries(given))
        overrides[name] = value;
    const { table, unknown } = variableTable({ ...settings, ...overrides });
    const varFindings = [];
    // A name the agent defines no variable of (`uuid_agnet`): the value would never be used.
    for (const name of Object.keys(overrides))
        if (!Object.hasOwn(agentVariableDefaults, name))
            varFindings.push(notAVariable(name));
    for (const { name, diagnostic } of unknown) {
        if (Object.hasOwn(overrides, name))
            varFindings.push(diagnostic);
        else
            configFindings.push({ ...diagnostic, ...positions[name] });
    }
    const findings = [];
    if (agentConfig !== undefined && configFindings.length) {
        findings.push({ result: { file: agentConfig.name, diagnostics: configFindings.map(bounded).sort(byPosition) }, text: agentConfig.text });
    }
    if (varFindings.length)
        findings.push({ result: { file: overridesSource, commandLine: true, diagnostics: varFindings.map(bounded) } });
    return { variables: table, settings, overrides: { ...overrides }, findings };
}
/** `var/unknown` for a value given to a name that is no agent variable, with the name meant. */
function notAVariable(name) {
    const meant = closest(name, Object.keys(agentVariableDefaults));
    return {
        severity: 'warning',
        code: 'var/unknown',
        message: `the agent defines no variable "${boundText(name, 60)}": it never expands \${${boundText(name, 60)}}${meant ? `; did you mean "${meant}"?` : ''}`,
        pointer: '',
        ...(meant ? { suggestion: meant } : {}),
    };
}
