import { printableJson } from '../../core/printable.js';
import { ruleCodes, ruleDocs, ruleExplanation, rulesMarkdown } from '../../format/rule-docs.js';
import { ruleHelp } from '../../format/rule-help.js';
import { ruleDescriptions } from '../../format/rules.js';
import { defineCommand } from '../command.js';
import { choiceList, commandHelp, optionSynopsis } from '../help.js';
import { chooseRendering, didYouMean } from '../options.js';
import { UsageError } from '../usage.js';
import { boundText } from '../../core/message.js';
const ruleFormats = {
    text: (codes) => codes.map(ruleExplanation).join('\n'),
    json: (codes) => printableJson(JSON.stringify(codes.map((code) => ({ code, description: ruleDescriptions[code], ...ruleHelp[code], docs: ruleDocs(code) })), null, 2)) + '\n',
    markdown: () => rulesMarkdown(),
};
const formats = Object.keys(ruleFormats);
const options = {
    format: { type: 'string', default: 'text', value: 'FORMAT', choices: formats, help: choiceList(formats, { text: 'default', markdown: 'docs/rules.md' }) },
};
export const rules = defineCommand({
    name: 'rules',
    aliases: ['explain'],
    summary: [['agentconf rules [CODE|FAMILY/*]', 'explain diagnostic codes: meaning, why, how to fix']],
    get usage() {
        return commandHelp({
            usage: [`agentconf rules ${optionSynopsis(options)} [CODE|FAMILY/*]...`, 'agentconf explain CODE'],
            about: 'Explains each diagnostic code (all of them without CODE): what it means, why it matters and how to fix it.',
            options,
        });
    },
    options,
    async run({ values, positionals }) {
        const render = chooseRendering(ruleFormats, values.format, { command: 'rules' });
        const codes = positionals.length === 0 ? ruleCodes : positionals.flatMap(codesNamed);
        return { stdout: render(codes), exitCode: 0 };
    },
});
/** The codes a name stands for: itself, or a family's. */
function codesNamed(name) {
    const found = name.endsWith('/*') ? ruleCodes.filter((c) => c.startsWith(name.slice(0, -1))) : ruleCodes.filter((c) => c === name);
    if (found.length === 0)
        throw new UsageError(`unknown code ${JSON.stringify(boundText(name, 80))}${didYouMean(name, ruleCodes)}; 'agentconf rules' lists them`);
    return found;
}
