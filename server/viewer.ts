// Who sent a request, as the sessions and API tokens (accounts/) establish it. Imports nothing of
// the application's own, so accounts/ and context.ts can both name it.
import type { Role, User } from "./db/generated/client.ts";

export type Viewer = {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The session this request is signed in with (absent for API tokens). */
  sessionId: string | null;
  apiTokenId: string | null;
  /** Signed in with a read-only API token: mutations are refused. */
  readOnly: boolean;
  /** The user's row as read with the session or token (the `viewer` field answers from it). */
  user: User;
};

/** What a request knows about who sent it; shared by GraphQL resolvers and plain HTTP routes. */
export type RequestInfo = {
  ip: string;
  userAgent: string | null;
};
