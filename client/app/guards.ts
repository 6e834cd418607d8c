// Route guards as loader wrappers: account routes need a signed-in viewer, the management area one
// of the studio's people, each management page the role its part of the studio needs
// (common/staffRoles.ts). Signed out → /login?next=<where they wanted to go>; signed in without the
// role → the error page with status 403, saying so.
import { data, redirect, type LoaderFunction, type LoaderFunctionArgs } from "react-router";
import { mayUseArea, roleInSentence, type StaffArea } from "../../common/staffRoles.ts";
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

/** The management pages of `area`: its roles may open them, the studio's other people are told why not. */
export function requireArea(area: StaffArea): Guard {
  return async ({ request }) => {
    const viewer = await currentViewer();
    if (!viewer) throw redirect(loginPath(request));
    if (mayUseArea(viewer.role, area)) return;
    const message = mayUseArea(viewer.role, "staff") ? `${FORBIDDEN_MESSAGE}: it is not part of ${roleInSentence(viewer.role)}'s work` : FORBIDDEN_MESSAGE;
    throw data(message, { status: 403, statusText: "Forbidden" });
  };
}

export const requireStaff: Guard = requireArea("staff");
export const requireAdmin: Guard = requireArea("admin");

/** Runs `guard` before `loader` (or alone: the guard's own loader, for layout routes). */
export function guarded(guard: Guard, loader?: LoaderFunction): LoaderFunction {
  return async (args, handlerContext) => {
    await guard(args);
    return loader ? loader(args, handlerContext) : null;
  };
}
