import { GraphQLError } from "graphql";
import type { PrismaClient } from "../db/generated/client.ts";
import type { Viewer } from "../context.ts";
import { PermissionError } from "../errors.ts";
import { viewerFromApiToken } from "./apiTokens.ts";
import { readCookie, SESSION_COOKIE, viewerFromSessionToken } from "./sessions.ts";

/**
 * A bearer token that is unknown, expired or revoked (or whose account is disabled): the request
 * is answered HTTP 401 with `WWW-Authenticate: Bearer error="invalid_token"` (RFC 6750), not as
 * an anonymous one, so an integration notices at once that its token stopped working.
 */
export class InvalidTokenError extends GraphQLError {
  constructor() {
    super("This API token is invalid, expired or revoked. Create a new one in your account.", {
      extensions: {
        code: "INVALID_TOKEN",
        http: { status: 401, headers: { "WWW-Authenticate": 'Bearer error="invalid_token", error_description="The token is invalid, expired or revoked"' } },
      },
    });
  }
}

/** Who sent a request: an `Authorization: Bearer` API token, else the session cookie. */
/** Headers as far as the viewer's credential is read from them (a fetch Request's, or a node request's own). */
export type HeaderReader = Pick<Headers, "get">;

export async function resolveViewer(prisma: PrismaClient, key: string, headers: HeaderReader): Promise<Viewer | null> {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "");
  if (bearer) {
    const viewer = await viewerFromApiToken(prisma, key, bearer[1]);
    if (!viewer) throw new InvalidTokenError();
    return viewer;
  }
  const token = readCookie(headers.get("cookie"), SESSION_COOKIE);
  return token ? viewerFromSessionToken(prisma, key, token) : null;
}

/**
 * What only a person signed in with a browser may do (change the e-mail address or password,
 * create API tokens, end sessions): an API token is refused with `sentence`.
 */
export function assertBrowserSession(viewer: Viewer, sentence: string) {
  if (!viewer.sessionId) throw new PermissionError(sentence);
}

export const browserOnly = {
  email: "An API token cannot change the account's e-mail address: sign in with a browser to change it.",
  password: "An API token cannot change the account's password: sign in with a browser to change it.",
  apiTokens: "An API token cannot create API tokens: sign in with a browser to create one.",
  sessions: "An API token cannot end browser sessions: sign in with a browser to sign them out.",
  deletion: "An API token cannot delete the account: sign in with a browser to delete it.",
} as const;
