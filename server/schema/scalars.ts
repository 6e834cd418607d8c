import {
  CurrencyResolver,
  DateTimeResolver,
  EmailAddressResolver,
  JSONResolver,
  NonNegativeIntResolver,
  URLResolver,
  UUIDResolver,
} from "graphql-scalars";
import { builder } from "./builder.ts";

builder.addScalarType("DateTime", DateTimeResolver);
builder.addScalarType("EmailAddress", EmailAddressResolver);
builder.addScalarType("URL", URLResolver);
builder.addScalarType("UUID", UUIDResolver);
builder.addScalarType("NonNegativeInt", NonNegativeIntResolver);
builder.addScalarType("Currency", CurrencyResolver);
builder.addScalarType("JSON", JSONResolver);

builder.scalarType("File", {
  description: "A file sent as a part of a GraphQL multipart request.",
  serialize: () => {
    throw new Error("File is an input-only scalar.");
  },
  // graphql-yoga hands over its own File implementation (@whatwg-node's PonyfillFile), which is
  // not an instance of Node's global File: accept anything shaped like a File.
  parseValue: (value) => {
    if (isFileLike(value)) return value as File;
    throw new TypeError("must be an uploaded file");
  },
});

function isFileLike(value: unknown): boolean {
  if (value instanceof File) return true;
  const file = value as Partial<File> | null;
  return (
    typeof file === "object" &&
    file !== null &&
    typeof file.name === "string" &&
    typeof file.type === "string" &&
    typeof file.size === "number" &&
    typeof file.arrayBuffer === "function"
  );
}
