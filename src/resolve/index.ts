/**
 * The effective config: what the agent actually runs with. A fixed pipeline of pure steps, each
 * in its own file:
 * 1. validate the config as written (`validate`); with errors, stop: there is no effective config;
 * 2. fill defaults (`defaults.ts`);
 * 3. inherit channel settings from the top level (`inherit.ts`);
 * 4. substitute `${variables}` in every string (`variables.ts`);
 * 5. validate the result again: a substituted value can break a rule (a URL, a path).
 * The input is never modified.
 */
import type { KindId } from '../../generated/catalog.js';
import { shapes } from '../../generated/shapes.js';
import type { Diagnostic } from '../diagnostic.js';
import type { ConfigOf } from '../types.js';
import { schemaDiagnostics, validate } from '../validate/index.js';
import { cloneJson, someString } from '../value.js';
import { fillDefaults } from './defaults.js';
import { inheritTopLevel } from './inherit.js';
import { agentVariables, substituteVariables } from './variables.js';

/** Whether a string may hold a `${name}` reference (substitution changes nothing in others). */
const mentionsVariable = (text: string) => text.includes('${');

/** Options of `resolve`. */
export interface ResolveOptions {
  /**
   * Values of `${name}` variables, over the agent's defaults (`path_state_persistent` is
   * `/etc/netifyd`, `uuid_agent` is `00-00-00-00`, ...; see `agentVariableDefaults`).
   */
  variables?: Readonly<Record<string, string>>;
}

/** The effective config and everything found on the way. */
export interface ResolveResult<K extends KindId = KindId> {
  /** The effective config; undefined when the config has errors. */
  value: ConfigOf<K> | undefined;
  /** The diagnostics of validation, then those of resolution (unknown variables, ...). */
  diagnostics: Diagnostic[];
}

/**
 * Computes the effective config of `kind` from `value` (which is not modified).
 * @throws TypeError when `kind` is not a kind id
 */
export function resolve<K extends KindId>(kind: K, value: unknown, options: ResolveOptions = {}): ResolveResult<K> {
  const checked = validate(kind, value);
  const diagnostics = [...checked.diagnostics];
  if (!checked.valid) {
    // Still report unknown variables: a user fixing errors wants every finding at once.
    substituteVariables(value, agentVariables(options.variables), diagnostics);
    return { value: undefined, diagnostics };
  }
  const shape = shapes[kind]!;
  const effective = cloneJson(value);
  fillDefaults(effective, shape);
  inheritTopLevel(effective, shape);
  // Most configs name no variable: then substitution would only copy the value again.
  const substituted = someString(effective, mentionsVariable)
    ? substituteVariables(effective, agentVariables(options.variables), diagnostics)
    : effective;
  const after = schemaDiagnostics(kind, substituted).map(
    (d): Diagnostic => ({ ...d, code: 'resolve/effective-invalid', message: `after variable substitution, ${d.message}` }),
  );
  diagnostics.push(...after);
  return { value: after.length ? undefined : (substituted as ConfigOf<K>), diagnostics };
}
