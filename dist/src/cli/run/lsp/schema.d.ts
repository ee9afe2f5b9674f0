type Schema = Record<string, unknown>;
/** The published schema of a plugin kind (self-contained), read once. */
export declare function kindSchema(kind: string): Schema | undefined;
/** Title, description and default of the member at `path`, as Markdown; undefined when the schema does not know it. */
export declare function describeMember(root: Schema, path: readonly string[]): string | undefined;
/** The member names an object at `path` may hold, with their titles. */
export declare function memberNames(root: Schema, path: readonly string[]): {
    name: string;
    title?: string;
    description?: string;
}[];
/** The values the member at `path` takes when the schema lists them (`enum`, `const`, booleans). */
export declare function enumValues(root: Schema, path: readonly string[]): unknown[];
export {};
