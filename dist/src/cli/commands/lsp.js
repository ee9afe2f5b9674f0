/** `agentconf lsp`: the language server for editors (the work is a bundle of its own, run/lsp.ts). */
import { defineCommand } from '../command.js';
import { commandHelp } from '../help.js';
const options = {
    stdio: { type: 'boolean', default: false, help: 'talk LSP on stdin and stdout (the default and only transport; accepted as editors pass it)' },
};
export const lsp = defineCommand({
    name: 'lsp',
    summary: [['agentconf lsp', 'language server for editors (LSP 3.17 over stdio)']],
    get usage() {
        return commandHelp({
            usage: ['agentconf lsp [--stdio]'],
            about: `Serves the Language Server Protocol on stdin and stdout: the findings of agentconf lint on
each open plugin config (JSON, YAML) and loader file as you type, those of lint --root when the
workspace folder is an agent persistent-state folder (it holds plugins.d/), hover with each
member's description and default, completion of keys, values and \${variables}, the safe fixes
of lint --fix as quick fixes and as one fix-all action. The settings file lint reads
(.agentconf.json, .yaml or .yml, from each document's folder upwards) sets the findings' levels.`,
            options,
            exitCodes: `Exit codes:
  0  the editor shut the server down, then told it to exit
  1  the editor told it to exit without shutting it down first`,
        });
    },
    options,
    async run() {
        const { serveLsp } = await import('../run/lsp.js');
        return { stdout: '', exitCode: await serveLsp(process.stdin, process.stdout) };
    },
});
