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
  parseValue: (value) => {
    if (value instanceof File) return value;
    throw new TypeError("must be an uploaded file");
  },
});
