import type { Viewer } from "../viewer.ts";
import type { User } from "../db/generated/client.ts";

/** The viewer a user is, signed in with a browser session or an API token. */
export function viewerOf(user: User, credential: { sessionId?: string; apiTokenId?: string; readOnly?: boolean }): Viewer {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    sessionId: credential.sessionId ?? null,
    apiTokenId: credential.apiTokenId ?? null,
    readOnly: credential.readOnly ?? false,
    user,
  };
}
