/**
 * Documents as JSON or YAML: an effective config (`resolve --output`) and a published JSON
 * document (`openapi --output`). YAML is loaded only when chosen.
 */
import { printableJson } from '../core/printable.js';
/** A value: 2-space JSON, or YAML quoted so YAML 1.1 and 1.2 readers take it back the same. */
export const valueFormats = {
    json: (value) => printableJson(JSON.stringify(value, null, 2)) + '\n',
    yaml: async (value) => (await import('./yaml.js')).yamlText(value),
};
/** A JSON text: as written, or as plain YAML. */
export const jsonTextFormats = {
    json: (text) => text,
    yaml: async (text) => (await import('./yaml.js')).documentYaml(JSON.parse(text)),
};
