import { ListQueryError } from "../../common/listQuery/index.ts";
import {
  AuthenticationError,
  BotCheckError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ValidationError,
} from "../errors.ts";
import { builder } from "./builder.ts";

export const ErrorInterface = builder.interfaceRef<Error>("Error").implement({
  authScopes: { public: true },
  fields: (t) => ({ message: t.exposeString("message") }),
});

const FieldIssueRef = builder.objectRef<{ path: string[]; message: string }>("FieldIssue").implement({
  authScopes: { public: true },
  description: "One invalid input field: its path in the input and what is wrong with it.",
  fields: (t) => ({
    path: t.exposeStringList("path"),
    message: t.exposeString("message"),
  }),
});

builder.objectType(ValidationError, {
  name: "ValidationError",
  interfaces: [ErrorInterface],
  authScopes: { public: true },
  fields: (t) => ({
    fields: t.field({ type: [FieldIssueRef], resolve: (error) => error.fields }),
  }),
});

for (const [cls, name] of [
  [NotFoundError, "NotFoundError"],
  [AuthenticationError, "AuthenticationError"],
  [PermissionError, "PermissionError"],
  [BotCheckError, "BotCheckError"],
] as const) {
  builder.objectType(cls, { name, interfaces: [ErrorInterface], authScopes: { public: true }, fields: () => ({}) });
}

builder.objectType(RateLimitError, {
  name: "RateLimitError",
  interfaces: [ErrorInterface],
  authScopes: { public: true },
  fields: (t) => ({ retryAfterSeconds: t.exposeInt("retryAfterSeconds") }),
});

builder.objectType(ListQueryError, {
  name: "ListQueryError",
  interfaces: [ErrorInterface],
  authScopes: { public: true },
  description: "A malformed list query; `parameter` names the part of it that is wrong.",
  fields: (t) => ({ parameter: t.exposeString("parameter") }),
});

/** The errors every mutation that takes user input can answer. */
export const inputErrors = [ValidationError, RateLimitError] as const;
