import {
  CurrencyResolver,
  DateTimeResolver,
  EmailAddressResolver,
  JSONResolver,
  NonNegativeIntResolver,
  URLResolver,
  UUIDResolver,
} from "graphql-scalars";
import { GraphQLError } from "graphql";
import { isStorableDate } from "../../common/storable.ts";
import { builder } from "./builder.ts";

// Instants PostgreSQL cannot store (year 0000, five-digit years) are refused as input.
builder.addScalarType("DateTime", DateTimeResolver, {
  parseValue: (value) => storableDate(DateTimeResolver.parseValue(value)),
  parseLiteral: (ast, variables) => storableDate(DateTimeResolver.parseLiteral(ast, variables)),
});
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

function storableDate(date: Date): Date {
  if (!isStorableDate(date)) throw new GraphQLError("DateTime must be in the years 0001 to 9999 (UTC).", { extensions: { code: "BAD_USER_INPUT" } });
  return date;
}
