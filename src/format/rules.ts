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
  'schema/format': 'A string is not of the form its schema names (hostname, IP address, date, date and time, URL).',
  'api/unknown-object': 'The name is not one of the API objects.',
  'api/url': 'The request URL cannot be read (bad percent-encoding, or not a path).',
  'api/unknown-operation': 'No operation of the three APIs has this path.',
  'api/method': 'The path exists, but not with this HTTP method.',
  'api/auth': 'The request lacks the credentials its API requires.',
  'api/content-type': 'A JSON request body is sent without Content-Type: application/json.',
  'api/status': 'The response status is not one the interface documents for the operation; its body is not checked.',
  'api/alternatives': 'Two members the interface gives as alternatives are both present.',
};
