// Loader of the sign-in and registration screens: someone already signed in is sent on to where
// they were going (or their account) instead.
import { redirect, type LoaderFunctionArgs } from "react-router";
import { currentViewer } from "../../app/currentViewer.ts";
import { afterSignInPath } from "./afterSignIn.ts";

export async function signedOutOnly({ request }: LoaderFunctionArgs) {
  const viewer = await currentViewer();
  if (viewer) throw redirect(afterSignInPath(viewer.role, new URL(request.url).searchParams.get("next")));
  return null;
}
