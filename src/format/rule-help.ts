/**
 * Why each diagnostic code matters and how to fix what it reports: with `ruleDescriptions`, the
 * one table behind `agentconf rules`, docs/rules.md, SARIF rule help and the text footer. A
 * `Record` over the whole union, so a new code fails to compile until it is explained here.
 */
import type { DiagnosticCode } from '../core/diagnostic.js';

/** Why a finding of the code matters, and what to do about it. */
export interface RuleHelp {
  why: string;
  fix: string;
}

export const ruleHelp: Readonly<Record<DiagnosticCode, RuleHelp>> = {
  'parse/syntax': {
    why: 'The agent cannot read the file: the plugin does not start.',
    fix: 'Correct the syntax at the position shown (a missing comma, quote or bracket is the usual cause).',
  },
  'parse/duplicate-key': {
    why: 'The agent keeps one of the two values; which one is not what a reader of the file expects.',
    fix: 'Keep one of the two members.',
  },
  'parse/too-deep': { why: 'No real config nests this deep; agentconf stops reading to stay safe.', fix: 'Flatten the document.' },
  'parse/empty': { why: 'An empty config gives the plugin nothing to run with.', fix: 'Write the config, or remove the file and its loader.' },
  'parse/not-object': { why: 'Every plugin config is a JSON object; the agent refuses anything else.', fix: 'Wrap the members in { }.' },
  'io/read': {
    why: 'A file that cannot be read cannot be checked; the agent may not read it either.',
    fix: 'Check the path, its permissions, and that it is a regular file.',
  },
  'parse/precision': {
    why: 'The agent reads the number as a nearby value, not the one written.',
    fix: 'Write a number the agent can hold (an integer below 2^53, or fewer digits).',
  },
  'file/ignored': {
    why: 'An ignore pattern (--ignore-pattern, "ignorePatterns" in the settings file) matches it, so it was not checked.',
    fix: 'Use --no-ignore to check it anyway, take it back with a "!pattern", or do not name it.',
  },
  'kind/undetected': {
    why: 'Without its kind a config cannot be checked against a schema.',
    fix: 'Name the file netify-<kind>.json, pass --kind, or leave a file that is no config out with an ignore pattern.',
  },
  'kind/unsupported': {
    why: 'agentconf has no schema for this plugin: only the syntax was checked.',
    fix: 'Nothing to fix; turn the rule off for such files if the note is noise.',
  },
  'schema/type': { why: 'The plugin refuses the value or reads it as something else.', fix: 'Write a value of the type the message names.' },
  'schema/required': { why: 'The plugin cannot run without the member.', fix: 'Add the member the message names.' },
  'schema/enum': { why: 'The plugin does not know the value: it refuses it or falls back to a default.', fix: 'Use one of the values the message lists.' },
  'schema/pattern': { why: 'The plugin cannot use a value of another form.', fix: 'Write the value in the form the message describes.' },
  'schema/range': { why: 'The plugin refuses the number or clamps it.', fix: 'Use a number in the range the message gives.' },
  'schema/length': { why: 'An empty string or list leaves the plugin nothing to use.', fix: 'Fill in the value or remove the member.' },
  'schema/additional': { why: 'The object takes only listed members; another one is refused or ignored.', fix: 'Remove the member or correct its name.' },
  'schema/invalid': { why: 'The value breaks a rule of the schema.', fix: 'Change the value as the message says.' },
  'key/unknown': {
    why: 'The agent ignores a key it does not know: a misspelt setting silently keeps its default.',
    fix: 'Correct the name (the message suggests the closest one) or remove it; if your agent build reads it, set the rule to info for that file.',
  },
  'spec/divergence': {
    why: 'Working agents, or the service and its real clients, accept or send it, but the published interface does not promise it (or names it otherwise): another release may not. A note (info): it works as written, so it never fails --strict.',
    fix: "Nothing is needed for the agents or the service the message names; the message says which form is the interface's and which the service's, for code that must rely on both.",
  },
  'field/behaviour': {
    why: 'The deployed plugin does something other than what the setting says; records may be lost or changed.',
    fix: 'Follow the message: it names what the plugin does and the setting that does what you meant.',
  },
  'ref/sink-target': { why: 'Records sent to a target that does not exist are dropped.', fix: 'Define the target in the sink, or correct the name.' },
  'var/unknown': {
    why: 'The agent leaves ${name} as written, so the value is wrong at run time.',
    fix: 'Define the variable in the main config, pass --var NAME=VALUE, or correct its name.',
  },
  'var/too-long': { why: 'agentconf stops expanding past the bound; the value is left as written.', fix: 'Shorten the variable values.' },
  'resolve/effective-invalid': {
    why: 'What the agent runs after variable substitution breaks a rule.',
    fix: 'Correct the variable value or the member the message names.',
  },
  'deploy/duplicate-tag': { why: 'The agent refuses to start.', fix: 'Give each plugin section its own tag.' },
  'deploy/missing-library': { why: 'The agent refuses to start.', fix: 'Add plugin_library to the section.' },
  'deploy/role-mismatch': {
    why: 'The plugin is loaded in the wrong role and does not run as meant.',
    fix: 'Name the section proc-* for a processor and sink-* for a sink, matching its library.',
  },
  'deploy/missing-config': { why: 'The plugin starts without its config, or the agent stops.', fix: 'Create the file or correct conf_filename.' },
  'deploy/config-unchecked': {
    why: 'A config outside the deployment cannot be checked with it.',
    fix: 'Keep the config in the deployment folder, with a path from ${path_state_persistent}.',
  },
  'deploy/version-dependent': {
    why: 'Some agent releases stop or ignore the setting.',
    fix: 'Write the setting every release reads, or say which release you run with --agent (or "agent" in the settings file).',
  },
  'deploy/ignored-file': {
    why: 'The agent does not read the file: the plugins it declares are not loaded.',
    fix: 'Rename it to start with a digit and end in .conf, or remove it.',
  },
  'deploy/ignored-section': { why: 'The agent ignores the section: its plugin is not loaded.', fix: 'Name the section proc-<name> or sink-<name>.' },
  'deploy/unknown-kind': {
    why: 'agentconf has no schema for the plugin: its config is checked for syntax and references only.',
    fix: 'Nothing to fix; set the rule to info if the plugin is one you run on purpose.',
  },
  'deploy/sink-not-loaded': { why: 'Records sent to a sink that is not loaded are dropped.', fix: 'Enable the sink, or send to a sink that is loaded.' },
  'deploy/channel-missing': {
    why: 'Records sent to a channel the sink does not define are dropped.',
    fix: 'Define the channel in the sink config, or correct its name.',
  },
  'deploy/sink-unused': { why: 'A loaded sink no processor sends to uses resources and receives nothing.', fix: 'Disable the sink, or send records to it.' },
  'call/argument': { why: 'The library cannot use the argument.', fix: 'Pass an argument of the type the message names.' },
  'internal/error': { why: 'A bug of agentconf; the other inputs are still checked.', fix: 'Report it with the input that caused it.' },
  'record/not-object': { why: 'Consumers expect every record to be an object.', fix: 'Send objects only.' },
  'record/no-type': { why: 'Without "type" no consumer can tell what the record is.', fix: 'Add the "type" member.' },
  'record/unknown-type': { why: 'Consumers do not know the type.', fix: 'Use a record type the interface defines.' },
  'record/aggregator-batch': { why: 'Aggregator output has no published shape, so it is counted, not checked.', fix: 'Nothing to fix.' },
  'record/framing': { why: 'A consumer cannot split the stream into records.', fix: 'Send the framing the channel is configured with.' },
  'record/truncated': { why: 'The last record is incomplete: consumers lose it.', fix: 'Check what cut the stream (a size limit, a closed connection).' },
  'record/too-large': { why: 'agentconf and consumers refuse records past the size limit.', fix: 'Send smaller records or batches.' },
  'record/agent-release': {
    why: 'Agent 5.0 never sends the members 5.2 added: records are judged by the release that sent them.',
    fix: 'Nothing to fix; give --agent 5.0|5.2 when the stream does not say its release.',
  },
  'record/legacy-document': {
    why: 'The legacy-http channel sends documents the published interface does not describe; consumers of it rely on their old shape.',
    fix: 'Nothing to fix if a legacy consumer reads them; move consumers to the published record types otherwise.',
  },
  'record/stream': {
    why: 'Each record is valid alone, but the stream breaks what the agent guarantees across records: a consumer that relies on it goes wrong.',
    fix: 'Look at both records the finding names: a lost or reordered post, two agents on one path, or a restarted agent.',
  },
  'schema/format': { why: 'Consumers cannot use a value of another form.', fix: 'Write the value in the form the message names.' },
  'api/unknown-object': { why: 'agentconf has no schema of that name.', fix: 'Use one of the object names agentconf lists.' },
  'api/url': { why: 'The service cannot route the request.', fix: 'Correct the URL (its percent-encoding or path).' },
  'api/unknown-operation': { why: 'No operation of the APIs answers this path.', fix: 'Correct the path (the message suggests the closest one).' },
  'api/method': { why: 'The service refuses the method on this path.', fix: 'Use the method the message names.' },
  'api/auth': { why: 'The service refuses a request without its credentials.', fix: 'Send the credentials the API requires.' },
  'api/content-type': { why: 'The service may not read the body as JSON.', fix: 'Send Content-Type: application/json.' },
  'api/status': { why: 'A status the interface does not document: clients may not handle it.', fix: 'Answer with a documented status.' },
  'api/alternatives': { why: 'The interface gives the two members as alternatives; the service uses one of them.', fix: 'Keep one of the two.' },
  'receive/method': { why: 'The HTTP sink only posts: something else sent this request.', fix: 'Check what sends to the endpoint.' },
  'receive/bad-request': { why: 'The request cannot be read.', fix: 'Check the client or proxy in between.' },
  'receive/timeout': { why: 'A slow client was cut off: its records are lost.', fix: 'Check the network, or raise --timeout.' },
  'receive/too-large': { why: 'The body is past what the receiver accepts: its records are lost.', fix: 'Send smaller batches, or raise the limit.' },
  'receive/no-posts': {
    why: 'A run meant to see posts saw none: the device is not posting here (a wrong URL, a disabled channel, a firewall).',
    fix: "Check the sink-http channel's URL and that the channel is enabled; agentconf lint --root checks both.",
  },
  'receive/headers': { why: 'A consumer relies on the headers to decode the body.', fix: 'Send the headers the HTTP sink sends.' },
  'receive/body': { why: 'The body cannot be decoded: its records are lost.', fix: 'Make the body match its Content-Type and Content-Encoding.' },
  'receive/unknown-channel': {
    why: 'No channel of the deployment posts to this path: a consumer may not expect these records.',
    fix: 'Check the channel URL in the sink config.',
  },
  'receive/unexpected-type': { why: 'The deployment sends no such records on the channel.', fix: "Check the processors' channel settings." },
  'receive/format-mismatch': {
    why: 'The body is not in the format the channel is configured with.',
    fix: "Align the channel's format and compression with what is sent.",
  },
  'receive/header-missing': {
    why: 'A header the channel configures is missing: a consumer relying on it refuses the request.',
    fix: 'Check the headers of the sink channel.',
  },
};
