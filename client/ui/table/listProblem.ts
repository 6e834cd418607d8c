// Recognises a malformed list query in what the network layer threw, so the table can show the
// server's catalogue message (BAD_LIST_QUERY) instead of the generic error page.

/** What is wrong with a list query: the catalogue's message and the parameter at fault. */
export type ListProblem = { message: string; parameter: string | null };

type ErrorJson = { message?: unknown; extensions?: { code?: unknown; parameter?: unknown } };

function errorList(error: unknown): ErrorJson[] {
  if (typeof error !== "object" || error === null) return [];
  const candidate = error as { errors?: unknown; source?: { errors?: unknown }; extensions?: unknown };
  // client/app/relayEnvironment.ts's GraphQLRequestError carries `errors`; Relay's own
  // "No data returned" error carries `source.errors`; a bare GraphQL error has `extensions`.
  if (Array.isArray(candidate.errors)) return candidate.errors as ErrorJson[];
  if (Array.isArray(candidate.source?.errors)) return candidate.source.errors as ErrorJson[];
  if (candidate.extensions) return [candidate as ErrorJson];
  return [];
}

/** The server's BAD_LIST_QUERY error inside whatever the network layer threw, or null. */
export function listProblemOf(error: unknown): ListProblem | null {
  const bad = errorList(error).find((item) => item.extensions?.code === "BAD_LIST_QUERY");
  if (!bad || typeof bad.message !== "string") return null;
  const parameter = bad.extensions?.parameter;
  return { message: bad.message, parameter: typeof parameter === "string" ? parameter : null };
}
