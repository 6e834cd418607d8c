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

const NOT_A_FILE = "must be an uploaded file: a part of a multipart request that its map puts here (the GraphQL multipart request spec)";

builder.scalarType("File", {
  description: "A file sent as a part of a GraphQL multipart request.",
  serialize: () => {
    throw new Error("File is an input-only scalar.");
  },
  // Uploads arrive as TemporaryUpload, a File on disk (uploads/temporaryUpload.ts).
  parseValue: (value) => {
    if (value instanceof File) return value;
    throw new GraphQLError(NOT_A_FILE, { extensions: { code: "BAD_USER_INPUT", http: { status: 400 } } });
  },
});

function storableDate(date: Date): Date {
  if (!isStorableDate(date)) throw new GraphQLError("DateTime must be in the years 0001 to 9999 (UTC).", { extensions: { code: "BAD_USER_INPUT" } });
  return date;
}
