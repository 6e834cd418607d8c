// The fields of a ValidationError, selected by every mutation with one shared fragment and read
// into the result by useAsyncMutation, so forms see `message` and `fields` as before.
import { graphql, readInlineData } from "react-relay";
import type { validationError_fields$data, validationError_fields$key } from "../__generated__/validationError_fields.graphql.ts";

/**
 * The fields of a ValidationError, selected once for every mutation's result union:
 * `... on ValidationError { ...validationError_fields @alias(as: "validation") }`.
 * useAsyncMutation reads them into the result (`message`, `fields`).
 */
const validationErrorFragment = graphql`
  fragment validationError_fields on ValidationError @inline {
    message
    fields {
      path
      message
    }
  }
`;

/** A mutation result with the ValidationError's aliased fragment read into its own fields. */
export type WithValidationFields<R> = R extends { readonly __typename: "ValidationError"; readonly validation?: unknown }
  ? Omit<R, "validation"> & Omit<validationError_fields$data, " $fragmentType">
  : // A result selected through an interface (`... on Error`) is one object with optional fields.
    R extends { readonly validation?: unknown }
    ? Omit<R, "validation"> & { readonly fields?: validationError_fields$data["fields"] }
    : R;

function readValidation(value: unknown): unknown {
  if (!value || typeof value !== "object" || !("validation" in value)) return value;
  const { validation, ...rest } = value as { validation: validationError_fields$key | null | undefined };
  return validation ? { ...rest, ...readInlineData<validationError_fields$key>(validationErrorFragment, validation) } : rest;
}

/** The response with every top-level ValidationError's fields read (see WithValidationFields). */
export function readValidationErrors<T extends object>(response: T): { [K in keyof T]: WithValidationFields<T[K]> } {
  return Object.fromEntries(Object.entries(response).map(([key, value]) => [key, readValidation(value)])) as { [K in keyof T]: WithValidationFields<T[K]> };
}

