/**
 * `${name}` substitution, as the agent does it: plain text, one pass, not recursive (a value that
 * itself contains `${...}` is inserted as written), unknown names left as written.
 */
import type { Diagnostic } from '../diagnostic.js';
import { childPointer } from '../pointer.js';
import { closest } from '../suggest.js';
import { copyMember, isPlainObject } from '../value.js';

/** The variables the agent defines, with the values it uses when its own config sets none. */
export const agentVariableDefaults: Readonly<Record<string, string>> = {
  path_state_persistent: '/etc/netifyd',
  path_state_volatile: '/var/run/netifyd',
  path_plugins: '${path_state_persistent}/plugins.d',
  path_plugin_libdir: '/usr/lib',
  path_categories: '${path_state_persistent}/categories.d',
  path_interfaces: '${path_state_persistent}/interfaces.d',
  path_shared_data: '/usr/share/netifyd',
  uuid_agent: '00-00-00-00',
  uuid_serial: '-',
  uuid_site: '-',
};

const reference = /\$\{([^}]*)\}/g;

/**
 * Expands, in place and in the order given, each named entry of a variable table against the
 * table: how the agent reads settings written in terms of others (`path_plugins =
 * ${path_state_persistent}/plugins.d`). One pass per entry; a later entry sees earlier results.
 */
export function expandSettings(table: Record<string, string>, names: Iterable<string>): void {
  for (const name of names) {
    const value = table[name];
    if (value === undefined) continue;
    table[name] = value.replace(reference, (whole, ref: string) => (ref !== name && Object.hasOwn(table, ref) ? table[ref]! : whole));
  }
}

/**
 * The variable table the agent would run with: its defaults, then the caller's values on top.
 * Defaults written in terms of `path_state_persistent` follow the caller's value of it, as they
 * do in the agent; caller values are taken literally (see `expandSettings` for settings that
 * refer to others).
 */
export function agentVariables(overrides: Readonly<Record<string, string>> = {}): Record<string, string> {
  const table: Record<string, string> = Object.create(null);
  for (const [name, value] of Object.entries(agentVariableDefaults)) table[name] = value;
  for (const [name, value] of Object.entries(overrides)) table[name] = value;
  expandSettings(table, Object.keys(agentVariableDefaults).filter((name) => !Object.hasOwn(overrides, name)));
  return table;
}

/** Substitutes one string; reports each unknown name. */
export function substituteString(
  text: string,
  variables: Readonly<Record<string, string>>,
  pointer: string,
  diagnostics: Diagnostic[],
): string {
  const reported = new Set<string>();
  return text.replace(reference, (whole, name: string) => {
    if (Object.hasOwn(variables, name)) return variables[name]!;
    // One finding per unknown name in a string: `${x}/${x}` is one mistake.
    if (reported.has(name)) return whole;
    reported.add(name);
    const suggestion = closest(name, Object.keys(variables));
    diagnostics.push({
      severity: 'warning',
      code: 'var/unknown',
      message:
        `unknown variable "\${${name}}" is left as written` +
        (suggestion ? `; did you mean "\${${suggestion}}"?` : ''),
      pointer,
      ...(suggestion ? { suggestion: `\${${suggestion}}` } : {}),
    });
    return whole;
  });
}

/** A copy of `value` with every string substituted; keys are left alone. */
export function substituteVariables(
  value: unknown,
  variables: Readonly<Record<string, string>>,
  diagnostics: Diagnostic[],
  pointer = '',
): unknown {
  if (typeof value === 'string') return substituteString(value, variables, pointer, diagnostics);
  if (Array.isArray(value)) return value.map((item, i) => substituteVariables(item, variables, diagnostics, childPointer(pointer, i)));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      copyMember(out, key, substituteVariables(value[key], variables, diagnostics, childPointer(pointer, key)));
    }
    return out;
  }
  return value;
}
