// Builds a GraphQL multipart request (the spec graphql-yoga implements) from Relay's
// `uploadables`, whose keys are the dotted variable paths of the files: { "input.file": File }.
export type Uploadables = Record<string, File | Blob>;

/** The JSON part of a request: the operation (by persisted id) and its variables. */
export type OperationParams = { variables: Record<string, unknown>; operationName: string; extensions: Record<string, unknown> };

export function multipartBody(params: OperationParams, uploadables: Uploadables): FormData {
  const paths = Object.keys(uploadables);
  const withNulls = structuredClone(params.variables);
  for (const path of paths) setPath(withNulls, path.split("."), null);
  const form = new FormData();
  form.append("operations", JSON.stringify({ ...params, variables: withNulls }));
  form.append("map", JSON.stringify(Object.fromEntries(paths.map((path, index) => [String(index), [`variables.${path}`]]))));
  paths.forEach((path, index) => form.append(String(index), uploadables[path]));
  return form;
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown) {
  let node: Record<string, unknown> = target;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== "object" || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
}
