/** `agentconf resolve`: the effective config of one file, as JSON (default) or YAML. */
import { checkSource } from '../../plugins/check.js';
import { agentVariableDefaults } from '../../core/variables.js';
import { readInput, sourceFormatOf } from '../../files/read.js';
import { writeOutput, WriteRefusedError } from '../../files/write.js';
import { printable } from '../../core/printable.js';
import { UsageError } from '../usage.js';
import { capFindings, totals } from '../../lint/cap.js';
import { addFindings } from './lint.js';
/** Variables whose agent default is a stand-in, not a device's value. */
const standIns = ['uuid_agent', 'uuid_serial', 'uuid_site'];
/**
 * The stand-in variables whose placeholder value went into the output: named in the config, still at
 * the agent's default, and substituted (the output names them fewer times than the config: a plugin
 * that never expands a name keeps it as written).
 */
function placeholdersUsed(text, output, variables) {
    const count = (haystack, needle) => haystack.split(needle).length - 1;
    return standIns.filter((name) => {
        const reference = `\${${name}}`;
        return (variables[name] ?? agentVariableDefaults[name]) === agentVariableDefaults[name] && count(output, reference) < count(text, reference);
    });
}
/** Returns what goes to stdout and stderr, and the exit code. */
export async function runResolve(options) {
    const read = await readInput(options.path === '-' ? { stdin: true } : { path: options.path });
    if ('error' in read) {
        if (read.problem === 'io')
            throw new UsageError(`cannot read ${read.name}: ${read.error}`);
        return { stdout: '', stderr: `agentconf: ${printable(read.name)} ${read.error}\n`, exitCode: 1 };
    }
    const format = await sourceFormatOf(read.name, read.text);
    const { result, effective } = await checkSource({
        file: read.name,
        text: read.text,
        format,
        ...(options.kind ? { kind: options.kind } : {}),
        variables: options.variables,
        reading: options.reading,
        keepVariables: options.keepVariables,
    });
    const sources = new Map([[read.name, read.text]]);
    const all = [];
    addFindings(options.findings, all, sources);
    all.push(result);
    const results = all.filter((r) => r.diagnostics.length).map(capFindings);
    const findings = results.length ? options.report(results, { color: options.color, sources, version: options.version, shown: totals(results) }) : '';
    const failing = all.slice(0, -1).find((r) => r.diagnostics.some((d) => d.severity === 'error'));
    if (failing) {
        // Variables from a main config (or --var) with errors may not be what the agent uses: no effective config.
        return { stdout: '', stderr: findings + `agentconf: ${printable(read.name)} not resolved: ${printable(failing.file)} has errors\n`, exitCode: 1 };
    }
    if (effective === undefined) {
        // Errors explain themselves; a config of a kind without schema needs the reason said.
        const unchecked = !result.diagnostics.some((d) => d.severity === 'error');
        const why = unchecked
            ? `agentconf: ${printable(read.name)} not resolved: agentconf has no schema for this plugin, so it cannot compute its effective config\n`
            : '';
        return { stdout: '', stderr: findings + why, exitCode: 1 };
    }
    const text = await options.render(effective);
    if (options.out !== undefined && options.out !== '-') {
        const stand = options.keepVariables || options.placeholders ? [] : placeholdersUsed(read.text, text, options.variables);
        if (stand.length > 0) {
            const names = stand.map((name) => `\${${name}} (${agentVariableDefaults[name]})`).join(', ');
            throw new UsageError(`${printable(options.out)} would hold the agent's placeholder for ${names}, not a device's value: give the value (--var NAME=VALUE or --agent-config), --keep-variables to leave them for the agent to expand, or --placeholders to write them anyway`);
        }
        // `-` stands for the file behind standard input, when it is one (`resolve - -o F < F`).
        const inputs = [options.path, ...(options.agentConfigPath === undefined ? [] : [options.agentConfigPath])];
        await writeOutput(options.out, text, inputs).catch((error) => {
            throw error instanceof WriteRefusedError ? new UsageError(error.message) : error;
        });
        return { stdout: '', stderr: findings, exitCode: 0 };
    }
    return { stdout: text, stderr: findings, exitCode: 0 };
}
