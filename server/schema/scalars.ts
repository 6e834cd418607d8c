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
