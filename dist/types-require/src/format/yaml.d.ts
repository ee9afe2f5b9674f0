/** The effective config as YAML, quoting strings that a 1.1 or 1.2 reader would not read as strings. */
export declare function yamlText(value: unknown): string;
/** A published document as YAML, written plainly (`openapi --output yaml`): every value as the `yaml` package writes it. */
export declare function documentYaml(value: unknown): string;
