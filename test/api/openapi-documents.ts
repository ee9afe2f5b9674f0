/** The generated OpenAPI documents, read as data: their operations, bodies and examples. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../support/paths.js';

export interface Example {
  summary: string;
  value: unknown;
}
export interface Media {
  schema?: unknown;
  examples?: Record<string, Example>;
}
export interface Response {
  description: string;
  headers?: Record<string, { example?: string }>;
  content?: Record<string, Media>;
}
/** A parameter as the documents write it: a schema and an example, or JSON content with one. */
export interface Parameter {
  name: string;
  in: string;
  example?: unknown;
  content?: Record<string, { example?: unknown }>;
}
interface Operation {
  operationId: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, Response | { $ref: string }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>>; responses?: Record<string, Response>; parameters?: Record<string, Parameter> };
}

/** One operation of a document, its responses with shared ones resolved (`shared` is the name). */
export interface DocumentOperation {
  id: string;
  method: string;
  path: string;
  parameters: Parameter[];
  requestBody?: Record<string, Media>;
  responses: { status: string; response: Response; shared?: string }[];
}

export const documentPath = (api: string) => join(repoRoot, 'generated', 'api', 'openapi', `${api}.json`);
export const readDocument = (api: string) => JSON.parse(readFileSync(documentPath(api), 'utf8')) as OpenApiDocument;

export function documentOperations(doc: OpenApiDocument): DocumentOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      id: op.operationId,
      method: method.toUpperCase(),
      path,
      parameters: (op.parameters ?? []).map((p) => ('$ref' in p ? doc.components.parameters![p.$ref.replace('#/components/parameters/', '')]! : p)),
      ...(op.requestBody ? { requestBody: op.requestBody.content } : {}),
      responses: Object.entries(op.responses).map(([status, r]) => {
        if (!('$ref' in r)) return { status, response: r };
        const shared = r.$ref.replace('#/components/responses/', '');
        return { status, response: doc.components.responses![shared]!, shared };
      }),
    })),
  );
}

/** `"GET /licenses?format=agentd"` (an example's summary) -> method and URL. */
export function requestOf(summary: string): { method: string; url: string } {
  const [method, url] = summary.split(' ');
  return { method: method!, url: url! };
}
