/** One-line descriptions of every diagnostic code, for SARIF rule metadata. */
import type { DiagnosticCode } from '../diagnostic.js';

/**
 * A `Record` over the whole union, so adding a code to `DiagnosticCode` fails to compile until it
 * is described here.
 */
export const ruleDescriptions: Readonly<Record<DiagnosticCode, string>> = {
  'parse/syntax': 'The file is not valid JSON or YAML.',
  'parse/duplicate-key': 'An object declares the same key twice; the agent would silently keep one of them.',
  'parse/too-deep': 'The document nests deeper than agentconf reads (1000 levels).',
  'parse/empty': 'The file is empty.',
  'parse/not-object': 'The top-level value is not an object, as every plugin config must be.',
  'io/read': 'A file or folder could not be read.',
  'kind/undetected': 'Neither the file name nor the content tells which plugin the config is for; pass --kind.',
  'kind/unsupported': 'The config is for a plugin the interface publishes no schema for; it is checked for syntax only.',
  'schema/type': 'A value has the wrong type.',
  'schema/required': 'A required member is missing.',
  'schema/enum': 'A value is not one of the allowed values.',
  'schema/pattern': 'A string does not have the required form (URL, MAC address, ubus path, expression).',
  'schema/range': 'A number is outside the allowed range.',
  'schema/length': 'A string is empty, or a list has too few items.',
  'schema/additional': 'An object that allows only listed members has another one.',
  'schema/invalid': 'A value violates a schema rule.',
  'key/unknown': 'A key the interface does not list; the agent ignores it (often a typo).',
  'spec/divergence': 'The config relies on something working agents accept but the published interface does not promise.',
  'ref/sink-target': 'An indicator names a sink target the config does not define.',
  'var/unknown': 'A ${variable} the agent does not define; it is left as written.',
  'resolve/effective-invalid': 'The effective config, after variable substitution, breaks a rule.',
  'deploy/duplicate-tag': 'Two plugin sections use the same tag; the agent refuses to start.',
  'deploy/missing-library': 'A plugin section has no plugin_library; the agent refuses to start.',
  'deploy/role-mismatch': 'A section named as a processor loads a sink library, or the other way round.',
  'deploy/missing-config': 'A plugin\'s conf_filename names a file that is not there (or outside the deployment).',
  'deploy/ignored-file': 'A file in plugins.d that the agent does not read (name must start with a digit and end in .conf).',
  'deploy/ignored-section': 'A loader section the agent ignores (not named proc-* or sink-*).',
  'deploy/unknown-kind': 'A plugin agentconf has no schema for; its config is parsed and its references checked.',
  'deploy/sink-not-loaded': 'A processor sends to a sink tag that is not loaded or is disabled.',
  'deploy/channel-missing': 'A processor sends to a channel the sink does not define; its records would be dropped.',
  'deploy/sink-unused': 'An enabled sink no enabled processor sends to.',
  'record/not-object': 'A telemetry record is not an object.',
  'record/no-type': 'A telemetry record has no "type" member, so its kind is unknown.',
  'record/unknown-type': 'A telemetry record\'s "type" is not one the interface defines.',
  'record/aggregator-batch': 'Aggregator output: recognised and counted; the interface gives it no shape.',
  'record/framing': 'A stream\'s bytes do not follow its framing (JSON, msgpack, length headers, gzip).',
  'record/truncated': 'The stream ends inside a record; the records before the cut were judged.',
  'record/too-large': 'A record, a length header or a decompressed payload exceeds the size agentconf reads.',
};
