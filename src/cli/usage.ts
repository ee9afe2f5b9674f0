/** Help texts and the error type for a misused command line (exit code 2). */

/** A command-line or I/O problem: reported in one line, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * Whether `error` is a usage problem (exit code 2, one line). Told by name, not by class: the
 * commands loaded on demand are bundles of their own, each with its own copy of this class.
 */
export function isUsageError(error: unknown): error is UsageError {
  return error instanceof Error && error.name === 'UsageError';
}

const exitCodes = `Exit codes:
  0  no errors (warnings allowed, unless --strict)
  1  errors found (or warnings, with --strict)
  2  usage or I/O problem: unknown option or kind, missing or unreadable file`;

export const mainHelp = `agentconf - check the agent's plugin configs, its telemetry records and the service's API traffic

Usage:
  agentconf lint [options] PATH...      check config files, folders (recursive) or - (stdin)
  agentconf lint --root DIR [options]   check a whole deployment (plugins.d/ and its configs)
  agentconf graph --root DIR            show processor -> sink/channel edges
  agentconf receive [options]           an endpoint for a device's HTTP sink: check what it posts
  agentconf resolve [options] FILE      print the effective config
  agentconf records [options] PATH...   check streams of telemetry records (files or - for stdin)
  agentconf schema ID                   print the JSON Schema of a kind, record type or API object
  agentconf schema --catalog            print the schema catalog (file name -> schema)
  agentconf kinds                       list the kinds
  agentconf openapi API                 print the OpenAPI 3.1 document of datafeeds, events or integrator

Run 'agentconf COMMAND --help' for a command's options.
Options everywhere: --help, --version

${exitCodes}
`;

export const lintHelp = `Usage: agentconf lint [options] PATH...

Checks each config (*.json, *.yaml, *.yml; folders recursively; - reads stdin) and reports
every problem with its position.

Options:
  --kind ID            check every input as this kind (default: from the file name, else content)
  --format FORMAT      text (default), json, junit, sarif, github
  --strict             warnings fail the run too
  --quiet              report errors only
  --var NAME=VALUE     a variable value for \${NAME} (repeatable)
  --agent-config FILE  read variable values from the agent's main config (INI)
  --root DIR           lint the deployment in DIR (the agent's persistent-state folder)
  -h, --help           this help

${exitCodes}
`;

export const resolveHelp = `Usage: agentconf resolve [options] FILE

Prints the effective config the agent runs with: defaults filled, channel settings inherited
from the top level, \${variables} substituted. A config with errors is not resolved.

Options:
  --kind ID            the config's kind (default: from the file name, else content)
  --var NAME=VALUE     a variable value for \${NAME} (repeatable)
  --agent-config FILE  read variable values from the agent's main config (INI)
  --output FORMAT      json (default) or yaml
  -o, --out FILE       write to FILE (atomically) instead of stdout (- is stdout); never the input file
  -h, --help           this help

Exit codes:
  0  resolved (warnings allowed)
  1  not resolved: errors in the config or in the --agent-config file, or no schema for its kind
  2  usage or I/O problem: unknown option or kind, missing or unreadable file
`;

export const recordsHelp = `Usage: agentconf records [options] PATH... | -

Checks every telemetry record of each stream the agent's sinks produce (a capture file, a
sink-log file, - for stdin such as a socket) and reports each bad record by index and place.
Framings are told from the first bytes: NDJSON, JSON values one after another (compact or
pretty-printed), a JSON array, msgpack; {"length":N} headers in any of them; gzip of any.

Options:
  --framing NAME       force a framing: ndjson, json-seq, json-array, msgpack
  --format FORMAT      text (default, groups repeats), json, junit, sarif, github
  --max-problems N     keep at most N findings per stream (default 1000); all are counted
  --strict             warnings fail the run too
  -h, --help           this help

${exitCodes}
`;

export const schemaHelp = `Usage: agentconf schema ID
       agentconf schema --list
       agentconf schema --catalog

Prints a self-contained JSON Schema (for editors, Ajv, ajv-cli): of a config kind (sink-http;
'agentconf kinds' lists them), a telemetry record type (flow_stats) or an API object
(LicenseObject). --list prints every id. With --catalog, prints the schema catalog (SchemaStore format) that tells editors
which schema each config file name (netify-sink-http.json, ...) takes.
`;

export const kindsHelp = `Usage: agentconf kinds [--format text|json]

Lists the kinds of plugin config agentconf checks.
`;

export const graphHelp = `Usage: agentconf graph --root DIR [--format text|mermaid] [--var NAME=VALUE]... [--agent-config FILE]

Prints the deployment in DIR as processor -> sink/channel edges, each marked ok or broken.
Errors found on the way (the same as 'agentconf lint --root DIR' reports) go to stderr.

Exit codes:
  0  no errors in the deployment (an empty graph too, when nothing is wrong)
  1  errors found, as lint --root would report them, or a broken edge
  2  usage or I/O problem: unknown option, DIR not a folder
`;

export const openapiHelp = `Usage: agentconf openapi datafeeds|events|integrator [--output json|yaml]

Prints the OpenAPI 3.1 document of one of the three HTTP APIs (JSON by default), for linters,
code generators and mock servers.
`;

export const receiveHelp = `Usage: agentconf receive [options]

Listens for what a device's HTTP sink posts and checks every record as it arrives: each POST is
one record or one aggregator batch, JSON or msgpack, gzip when Content-Encoding says so. Prints
problems as they arrive (arrival number, request path, place in the record), and the report of
'agentconf records' when the run ends: after --count posts, after --duration seconds, on
Ctrl-C or SIGTERM, or on POST /stop. GET /report answers the report so far (JSON).

Options:
  --port N             port to listen on (default 8080; 0 picks a free one, shown at start-up)
  --host ADDR          address to listen on (default 127.0.0.1, loopback only; 0.0.0.0 for devices)
  --count N            stop after N posts (the agent posts one record, or one batch, each)
  --duration SECONDS   stop after this long
  --format FORMAT      text (default: findings as they arrive, then the report), json (the
                       final report only), junit, sarif, github
  --save FILE          append each decoded record to FILE as one NDJSON line
  --root DIR           check the traffic against the deployment in DIR: channel URLs, record
                       types, format and compression, configured headers
  --var NAME=VALUE     a variable value for \${NAME} in the deployment (repeatable)
  --agent-config FILE  read variable values from the agent's main config (INI)
  --reject             answer records with errors 422 and undecodable bodies 400 (default 200)
  --strict             warnings fail the run too
  --max-problems N     keep at most N findings per request path (default 1000); all are counted
  --max-body MB        largest body accepted (default 16; decompressed bodies up to 4x that)
  --timeout SECONDS    time a client has to send its whole request (default 30)
  -h, --help           this help

Exit codes:
  0  no errors in what arrived (warnings allowed, unless --strict)
  1  errors found (or warnings, with --strict)
  2  usage problem: unknown option, port in use, unwritable --save file
`;
