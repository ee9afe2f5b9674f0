// How an API's operations description (schemas/api/operations/<api>.json) names an operation's
// parameters and responses: by name from the API's shared ones, or written in place. Read by both
// the validators' generator (api.mjs) and the OpenAPI documents' (api-openapi.mjs).

/** A parameter of an operation: a name of the API's shared parameters, or the parameter itself. */
const parameterOf = (api, p) => (typeof p === 'string' ? api.parameters[p] : p);
/** The schema of a parameter's value (from `schema`, or from JSON `content`). */
export const parameterSchema = (p) => p.schema ?? Object.values(p.content)[0].schema;
/** A response of an operation: a name of the API's shared responses, or the response itself. */
const responseOf = (api, r) => (typeof r === 'string' ? api.responses[r] : r);

/** The responses of an operation by status: its own, then the API's common ones. */
export function responsesOf(api, op) {
  const all = { ...api.commonResponses, ...op.responses };
  return Object.fromEntries(
    Object.keys(all)
      .sort()
      .map((status) => [status, { ref: typeof all[status] === 'string' ? all[status] : undefined, ...responseOf(api, all[status]) }]),
  );
}

/** The parameters of an operation, each with `ref`, the shared name it was given by, if any. */
export const parametersOf = (api, op) => (op.parameters ?? []).map((p) => ({ ref: typeof p === 'string' ? p : undefined, ...parameterOf(api, p) }));
