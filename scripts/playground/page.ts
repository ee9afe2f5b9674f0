/// <reference lib="dom" />
/**
 * The playground page's script: a config or loader file checked as it is typed, by the library's
 * browser bundle (`checkText`), with its findings, its effective config and its kind's generated
 * TypeScript type. The text, the kind and the agent release (which loader files are judged for)
 * live in the URL fragment, so a link reproduces them.
 */
import { checkText, kinds, type CheckTextOptions, type TextCheck } from '../../src/index.js';

declare const AGENTCONF_TYPES: Record<string, string>;

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const editor = $<HTMLTextAreaElement>('text');
const kindSelect = $<HTMLSelectElement>('kind');
const agentSelect = $<HTMLSelectElement>('agent');
const findings = $<HTMLOListElement>('findings');
const effective = $<HTMLPreElement>('effective');
const typeText = $<HTMLPreElement>('type');
const status = $<HTMLParagraphElement>('status');

for (const id of [...kinds.map((k) => k.id), 'loader']) {
  const option = document.createElement('option');
  option.value = id;
  option.textContent = id === 'loader' ? 'loader file (plugins.d/*.conf)' : id;
  kindSelect.append(option);
}

/** `#kind=sink-http&agent=5.0&text=...`: what the page shows. */
function readFragment(): void {
  const params = new URLSearchParams(location.hash.slice(1));
  const text = params.get('text');
  if (text !== null) editor.value = text;
  const kind = params.get('kind');
  kindSelect.value = kind !== null && Array.from(kindSelect.options).some((o) => o.value === kind) ? kind : '';
  const agent = params.get('agent');
  agentSelect.value = agent !== null && Array.from(agentSelect.options).some((o) => o.value === agent) ? agent : '5.2';
}

function writeFragment(): void {
  const params = new URLSearchParams();
  if (kindSelect.value) params.set('kind', kindSelect.value);
  if (agentSelect.value !== '5.2') params.set('agent', agentSelect.value);
  params.set('text', editor.value);
  history.replaceState(null, '', `#${params.toString()}`);
}

let latest = 0;
async function run(): Promise<void> {
  const ticket = ++latest;
  const kind = kindSelect.value as CheckTextOptions['kind'];
  const agent = agentSelect.value as NonNullable<CheckTextOptions['agent']>;
  const result: TextCheck = await checkText(editor.value, { ...(kind ? { kind } : {}), agent });
  if (ticket !== latest) return;
  render(result);
}

function render(result: TextCheck): void {
  findings.replaceChildren(
    ...result.diagnostics.map((d) => {
      const item = document.createElement('li');
      item.className = d.severity;
      item.textContent = `${d.line !== undefined ? `${d.line}:${d.column} ` : ''}${d.severity} ${d.message} [${d.code}]`;
      return item;
    }),
  );
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  const what = result.type === 'loader' ? 'loader file' : (result.kind ?? 'config of unknown kind');
  status.textContent = `${what}: ${result.diagnostics.length ? `${result.diagnostics.length} finding${result.diagnostics.length === 1 ? '' : 's'}, ${errors} error${errors === 1 ? '' : 's'}` : 'no problems'}`;
  status.className = errors ? 'error' : 'ok';
  effective.textContent = result.effective === undefined ? '(none: the config has errors, or is a loader file)' : JSON.stringify(result.effective, null, 2);
  typeText.textContent = (result.kind && AGENTCONF_TYPES[result.kind]) || '(the kind is not known)';
}

editor.addEventListener('input', () => {
  writeFragment();
  void run();
});
for (const select of [kindSelect, agentSelect]) {
  select.addEventListener('change', () => {
    writeFragment();
    void run();
  });
}
window.addEventListener('hashchange', () => {
  readFragment();
  void run();
});
readFragment();
void run();
