// `?next=` carries where to go after signing in; only a same-site path may be followed.

/** The path, when it is a safe same-site path; null otherwise. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  return next;
}
