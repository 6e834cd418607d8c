// The header's account menu: signed in, the person's name with links to their account, the
// management area and their own profile there for administrators, and "Sign out"; signed out, "Sign in" and "Register".
import { Button, Group } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { graphql, useFragment } from "react-relay";
import { useLocation } from "react-router";
import type { AccountMenu_viewer$key } from "../../__generated__/AccountMenu_viewer.graphql.ts";
import { PrefetchLink } from "../PrefetchLink.tsx";
import { AccountButton } from "./AccountButton.tsx";

// The menu (Mantine's Menu on floating-ui) is code only a signed-in person needs. A page the server
// rendered for a signed-in person hydrates once it is loaded (client/main.tsx), so its button
// answers the first click; elsewhere a click while it loads opens the menu once it is there.
const loadViewerMenu = () => import("./ViewerMenu.tsx");
const ViewerMenu = lazy(loadViewerMenu);
export const preloadViewerMenu = loadViewerMenu;

/** Sign-in and register links, keeping the page the person is on as the place to come back to. */
function SignedOutActions({ compact }: { compact?: boolean }) {
  const location = useLocation();
  const here = location.pathname + location.search;
  const onAuthPage = /^\/(login|register|reset)/.test(location.pathname);
  const next = onAuthPage || here === "/" ? "" : `?next=${encodeURIComponent(here)}`;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component={PrefetchLink} to={`/login${next}`} variant="subtle" size={compact ? "xs" : "sm"}>
        Sign in
      </Button>
      {/* On phones the header keeps room for the studio's name; the home page offers registration. */}
      <Button component={PrefetchLink} to="/register" size={compact ? "xs" : "sm"} visibleFrom="xs">
        Register
      </Button>
    </Group>
  );
}

export function AccountMenu({ viewer: viewerKey, compact }: { viewer: AccountMenu_viewer$key | null | undefined; compact?: boolean }) {
  const viewer = useFragment(
    graphql`
      fragment AccountMenu_viewer on User {
        name
        email
        role
      }
    `,
    viewerKey,
  );
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  if (!viewer) return <SignedOutActions compact={compact} />;
  return (
    <Suspense fallback={<AccountButton viewer={viewer} aria-haspopup="menu" onClick={() => setOpenWhenLoaded(true)} />}>
      <ViewerMenu viewer={viewer} defaultOpened={openWhenLoaded} />
    </Suspense>
  );
}
