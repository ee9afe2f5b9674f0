/** `agentconf schema`: the published JSON Schemas, and the catalog that maps file names to them. */
import { readFileSync } from 'node:fs';
import { boundText } from '../../core/message.js';
import { kinds } from '../../plugins/kinds.js';
import { defineCommand } from '../command.js';
import { commandHelp } from '../help.js';
import { didYouMean } from '../options.js';
import { UsageError } from '../usage.js';
// Finding the package's files is paid for only by this command.
const published = () => import('../../files/published.js');
const options = {
    list: { type: 'boolean', default: false, help: 'print every id, with what it describes' },
    catalog: { type: 'boolean', default: false, help: 'print the schema catalog (file name -> schema)' },
};
/** The self-contained schema of a config kind, record type or API object, as text. */
async function schemaText(id) {
    const byId = (await published()).publishedSchemas();
    if (id === undefined)
        throw new UsageError(`schema needs an id: a config kind (${kinds.map((k) => k.id).join(', ')}), a record type or an API object (agentconf schema --list)`);
    const schema = byId.get(id);
    if (schema === undefined)
        throw new UsageError(`no schema ${JSON.stringify(boundText(id, 80))}${didYouMean(id, [...byId.keys()])}; agentconf schema --list shows the ids`);
    return readFileSync(schema.path, 'utf8');
}
/** The ids `schema` takes, one a line, with their family. */
async function schemaListText() {
    return [...(await published()).publishedSchemas()].map(([id, schema]) => `${id.padEnd(28)}  ${schema.what}`).join('\n') + '\n';
}
export const schema = defineCommand({
    name: 'schema',
    summary: [
        ['agentconf schema ID', 'print the JSON Schema of a kind, record type or API object'],
        ['agentconf schema --catalog', 'print the schema catalog (file name -> schema)'],
    ],
    // Built when asked for: a run that prints no help does not pay for it.
    get usage() {
        return commandHelp({
            usage: ['agentconf schema ID', ...Object.keys(options).map((name) => `agentconf schema --${name}`)],
            about: `Prints a self-contained JSON Schema (for editors, Ajv, ajv-cli): of a config kind (sink-http;
'agentconf kinds' lists them), a telemetry record type (flow_stats) or an API object
(LicenseObject). --list prints every id. With --catalog, prints the schema catalog (SchemaStore format) that tells editors
which schema each config file name (netify-sink-http.json, ...) takes.`,
            options,
        });
    },
    options,
    async run({ values, positionals }) {
        if (positionals.length > 1)
            throw new UsageError('schema takes one id');
        if ((values.catalog || values.list) && positionals.length)
            throw new UsageError(`schema --${values.catalog ? 'catalog' : 'list'} takes no id`);
        if (values.catalog)
            return { stdout: readFileSync((await published()).schemaCatalogPath(), 'utf8'), exitCode: 0 };
        return { stdout: values.list ? await schemaListText() : await schemaText(positionals[0]), exitCode: 0 };
    },
});
