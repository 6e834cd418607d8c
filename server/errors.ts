// Expected failures of the domain. Plain classes: the GraphQL layer maps them to typed errors
// (server/schema/errors.graphql.ts) so clients can show each next to its cause.

import { standAloneMessages } from "../common/validation/fieldLabels.ts";

export type FieldIssue = { path: string[]; message: string };

export class ValidationError extends Error {
  readonly fields: FieldIssue[];
  constructor(fields: FieldIssue[], message?: string) {
    // The summary names each field as people do ("E-mail must be an email."); each field's own
    // message keeps the validator's wording.
    super(message ?? standAloneMessages(fields));
    this.name = "ValidationError";
    this.fields = fields;
  }
  static field(path: string, message: string) {
    return new ValidationError([{ path: path.split("."), message }]);
  }
  static fromIssues(issues: ReadonlyArray<{ message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> }>) {
    return new ValidationError(
      issues.map((issue) => ({
        path: (issue.path ?? []).map((part) => String(typeof part === "object" ? part.key : part)),
        message: issue.message,
      })),
    );
  }
}

export class NotFoundError extends Error {
  constructor(message = "Not found.") {
    super(message);
    this.name = "NotFoundError";
  }
}

export class AuthenticationError extends Error {
  constructor(message = "The e-mail address or password is incorrect.") {
    super(message);
    this.name = "AuthenticationError";
  }
}

export class PermissionError extends Error {
  constructor(message = "You do not have permission to do this.") {
    super(message);
    this.name = "PermissionError";
  }
}

export class RateLimitError extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Too many attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
    this.name = "RateLimitError";
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class BotCheckError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BotCheckError";
  }
}
