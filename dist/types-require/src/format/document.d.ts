/** Renders a value, or a JSON text, as a document. */
export type DocumentRendering<T> = (value: T) => string | Promise<string>;
/** A value: 2-space JSON, or YAML quoted so YAML 1.1 and 1.2 readers take it back the same. */
export declare const valueFormats: {
    json: (value: unknown) => string;
    yaml: (value: unknown) => Promise<string>;
};
/** A JSON text: as written, or as plain YAML. */
export declare const jsonTextFormats: {
    json: (text: string) => string;
    yaml: (text: string) => Promise<string>;
};
