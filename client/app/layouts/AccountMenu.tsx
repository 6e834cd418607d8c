// The header's account menu: signed in, the person's name with links to their account, the
// management area and their own profile there for administrators, and "Sign out"; signed out, "Sign in" and "Register".
import { Avatar, Button, Group, Menu, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { graphql, useFragment } from "react-relay";
import { useLocation, useNavigate } from "react-router";
import type { AccountMenu_viewer$key } from "../../__generated__/AccountMenu_viewer.graphql.ts";
import { Icon } from "../../ui/Icon.tsx";
import { ACCOUNT_HOME, MANAGE_HOME, MANAGE_PROFILE } from "../navigation.ts";
import { PrefetchLink } from "../PrefetchLink.tsx";
import { TOAST_MS } from "../timing.ts";
import { useSignOutMutation } from "../useSignOutMutation.ts";

function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase() || "?";
}

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
  const [signOut, signingOut] = useSignOutMutation();
  const navigate = useNavigate();
  const location = useLocation();

  if (!viewer) return <SignedOutActions compact={compact} />;

  const onSignOut = async () => {
    try {
      // Leave a protected page first: once the viewer is gone from the store, its screen would send
      // the person to the sign-in page instead.
      if (/^\/(account|manage)(\/|$)/.test(location.pathname)) await navigate("/", { replace: true });
      await signOut();
      notifications.show({ color: "studio", message: "You are signed out.", autoClose: TOAST_MS });
    } catch {
      notifications.show({ color: "red", title: "Sign-out failed", message: "Please try again." });
    }
  };

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton style={{ borderRadius: "var(--mantine-radius-xl)" }}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="studio" radius="xl" size={34} aria-hidden>
              {initials(viewer.name)}
            </Avatar>
            {/* The name is the button's visible text; on narrow screens only the hidden copy names it. */}
            <Text size="sm" fw={600} visibleFrom="sm" maw={160} truncate aria-hidden>
              {viewer.name}
            </Text>
            <VisuallyHidden>{`${viewer.name}: account menu`}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {viewer.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {viewer.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={PrefetchLink} to={ACCOUNT_HOME} leftSection={<Icon name="user" size={16} />}>
          Account
        </Menu.Item>
        {viewer.role === "ADMIN" && (
          <Menu.Item component={PrefetchLink} to={MANAGE_HOME} leftSection={<Icon name="shield" size={16} />}>
            Management
          </Menu.Item>
        )}
        {viewer.role === "ADMIN" && (
          <Menu.Item component={PrefetchLink} to={MANAGE_PROFILE} leftSection={<Icon name="key" size={16} />}>
            Your profile and API tokens
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item leftSection={<Icon name="logout" size={16} />} onClick={onSignOut} disabled={signingOut}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
