/** `agentconf lint --root DIR` and `agentconf graph --root DIR`: the deployment check's outputs. */
import { deploymentGraph, lintDeployment } from '../../deploy/index.js';
import { hasErrors } from '../../core/diagnostic.js';
import { formatText } from '../../format/text.js';
import { capFindings, totals } from './cap.js';
import { addFindings, finish } from './lint.js';
/**
 * Runs the deployment check in `root` (a folder: the caller made sure); lint renders its
 * findings, graph its edges (and, on stderr, the errors: graph gives the same verdict and exit
 * code as lint --root).
 */
export async function runDeploymentCommand(command) {
    const { results, sources, model } = await lintDeployment(command.root, {
        settings: command.settings,
        variables: command.overrides,
        ...(command.agent ? { agent: command.agent } : {}),
    });
    if (command.mode === 'lint') {
        const all = [];
        addFindings(command.findings, all, sources);
        for (const r of results)
            all.push(r);
        return finish(all, sources, command);
    }
    const edges = deploymentGraph(model);
    // The errors explain a missing or broken edge; a deployment without errors has its graph alone.
    // What the variables given on the command line hold (a --var typo) is shown whole: it may be
    // why an edge is missing.
    const errors = results.map((r) => ({ ...r, diagnostics: r.diagnostics.filter((d) => d.severity === 'error') })).filter((r) => r.diagnostics.length);
    const shown = [];
    addFindings(command.findings, shown, sources);
    for (const r of errors)
        shown.push(capFindings(r));
    const shownTotals = totals(shown);
    const output = command.render({ edges, model, results, errors: shownTotals.errors });
    const stderr = shown.length ? formatText(shown, { color: command.color, sources, version: command.version, shown: shownTotals }) : '';
    return { output, stderr, exitCode: shown.some((r) => hasErrors(r.diagnostics)) || edges.some((e) => !e.ok) ? 1 : 0 };
}
