// Route guards as loader wrappers: account routes need a signed-in viewer, management routes an
// administrator. Signed out → /login?next=<where they wanted to go>; signed in without the role →
// the error page with status 403.
import { data, redirect, type LoaderFunction, type LoaderFunctionArgs } from "react-router";
import { currentViewer } from "./currentViewer.ts";

export const FORBIDDEN_MESSAGE = "You do not have access to this page";

export type Guard = (args: LoaderFunctionArgs) => Promise<void>;

/** The sign-in page, coming back to the requested page afterwards. */
export function loginPath(request: Request): string {
  const url = new URL(request.url);
  return `/login?next=${encodeURIComponent(url.pathname + url.search + url.hash)}`;
}

export const requireViewer: Guard = async ({ request }) => {
  if (!(await currentViewer())) throw redirect(loginPath(request));
};

export const requireAdmin: Guard = async ({ request }) => {
  const viewer = await currentViewer();
  if (!viewer) throw redirect(loginPath(request));
  if (viewer.role !== "ADMIN") throw data(FORBIDDEN_MESSAGE, { status: 403, statusText: "Forbidden" });
};

/** Runs `guard` before `loader` (or alone: the guard's own loader, for layout routes). */
export function guarded(guard: Guard, loader?: LoaderFunction): LoaderFunction {
  return async (args, handlerContext) => {
    await guard(args);
    return loader ? loader(args, handlerContext) : null;
  };
}
