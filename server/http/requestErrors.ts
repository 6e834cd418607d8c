// Refusals of a request as a whole, before any operation runs: GraphQL errors with a code and the
// HTTP status graphql-yoga answers them with.
import { createGraphQLError } from "graphql-yoga";
import { formatBytes } from "../../common/bytes.ts";

export const badRequest = (message: string) => createGraphQLError(message, { extensions: { code: "BAD_REQUEST", http: { status: 400 } } });

/** HTTP 413 naming the limit (`maxBytes` carries it in bytes). */
export const requestTooLarge = (maxBytes: number, what = "The request body") =>
  createGraphQLError(`${what} is larger than ${formatBytes(maxBytes)}.`, { extensions: { code: "REQUEST_ENTITY_TOO_LARGE", maxBytes, http: { status: 413 } } });
