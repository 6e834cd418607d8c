// What the client reads of any error a result union answers with (a mutation's, the quote's),
// selected once for every union: `...resultError_fields @alias(as: "error")`. Every error type
// implements `Error`, so one fragment on the interface covers them all.
import { graphql, readInlineData } from "react-relay";
import type { resultError_fields$data, resultError_fields$key } from "../__generated__/resultError_fields.graphql.ts";

const resultErrorFragment = graphql`
  fragment resultError_fields on Error @inline {
    message
    ... on ValidationError {
      fields {
        path
        message
      }
    }
    ... on RateLimitError {
      retryAfterSeconds
    }
  }
`;

/** An error a result union answered with (every error type of the schema is named `…Error`). */
export type ResultError = { readonly __typename: `${string}Error` } & Omit<resultError_fields$data, " $fragmentType">;

/**
 * A result union as Relay types it once an interface is selected (one object, every field
 * optional), made a union again: the success member `S` with its fields, or a ResultError.
 */
export type SettledResult<R, S extends string> =
  | ({ readonly __typename: S } & { readonly [K in Exclude<keyof R, "__typename" | "error">]-?: Exclude<R[K], undefined> })
  | ResultError;

/** The result with its error's fields (the aliased fragment) read into it. */
export function readResult<R, S extends string>(result: R): SettledResult<R, S> {
  const { error, ...rest } = result as { readonly error?: resultError_fields$key | null };
  return (error ? { ...rest, ...readInlineData<resultError_fields$key>(resultErrorFragment, error) } : rest) as SettledResult<R, S>;
}

/** Whether a settled result is its error rather than its success member. */
export function isResultError<R extends { readonly __typename: string }>(result: R | ResultError): result is ResultError {
  return result.__typename.endsWith("Error");
}
