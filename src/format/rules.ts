/** One-line descriptions of every diagnostic code, for SARIF rule metadata. */
import type { DiagnosticCode } from '../diagnostic.js';

/**
 * A `Record` over the whole union, so adding a code to `DiagnosticCode` fails to compile until it
 * is described here.
 */
export const ruleDescriptions: Readonly<Record<DiagnosticCode, string>> = {
  'parse/syntax': 'The file is not valid JSON or YAML.',
  'parse/duplicate-key': 'An object declares the same key more than once.',
  'parse/too-deep': 'The document nests deeper than agentconf accepts.',
  'parse/empty': 'The file is empty.',
  'parse/not-object': 'The top-level value is not an object.',
  'io/read': 'The file could not be read.',
  'kind/undetected': 'The plugin kind of the config could not be determined.',
  'kind/unsupported': 'The plugin kind is not one agentconf knows.',
  'schema/type': 'A value has the wrong type.',
  'schema/required': 'A required member is missing.',
  'schema/enum': 'A value is not one of the allowed values.',
  'schema/pattern': 'A string does not match the required pattern.',
  'schema/range': 'A number is outside the allowed range.',
  'schema/length': 'A string or array is too short or too long.',
  'schema/items': 'An array item is invalid.',
  'schema/additional': 'An object has a member the schema does not allow.',
  'schema/invalid': 'A value violates the schema.',
  'key/unknown': 'A key is not recognised, possibly a typo.',
  'spec/divergence': 'The config touches a point where the agent and its specification disagree.',
  'ref/sink-target': 'A reference names a sink that does not exist.',
  'var/unknown': 'A variable reference names an unknown variable.',
  'resolve/effective-invalid': 'The effective config, after defaults and variables, is invalid.',
  'deploy/duplicate-tag': 'Two deployment entries use the same tag.',
  'deploy/missing-library': 'A deployment loads a plugin library that is not present.',
  'deploy/missing-config': 'A deployment references a config file that is not present.',
  'deploy/ignored-file': 'A file in the deployment is ignored.',
  'deploy/ignored-section': 'A section of the deployment is ignored.',
  'deploy/unknown-kind': 'A deployment entry names an unknown plugin kind.',
  'deploy/sink-not-loaded': 'A sink that is referenced is not loaded.',
  'deploy/channel-missing': 'A channel the deployment needs is missing.',
  'deploy/sink-unused': 'A sink is loaded but never used.',
};
