// The signed-in person's account menu: their name with links to their account, the management area
// and their own profile there for the studio's people, and "Sign out". Loaded only for a signed-in
// person (AccountMenu.tsx): a visitor's page does not carry the menu's code.
import { Menu, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useLocation, useNavigate } from "react-router";
import { isStaffRole, mayUseArea } from "../../../common/staffRoles.ts";
import { Icon } from "../../ui/Icon.tsx";
import { ACCOUNT_HOME, MANAGE_HOME, MANAGE_PROFILE } from "../navigation.ts";
import { PrefetchLink } from "../PrefetchLink.tsx";
import { TOAST_MS } from "../timing.ts";
import { useSignOutMutation } from "../useSignOutMutation.ts";
import { AccountButton, type MenuViewer } from "./AccountButton.tsx";

export default function ViewerMenu({ viewer, defaultOpened }: { viewer: MenuViewer; defaultOpened?: boolean }) {
  const [signOut, signingOut] = useSignOutMutation();
  const navigate = useNavigate();
  const location = useLocation();

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
    <Menu position="bottom-end" width={240} shadow="md" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <AccountButton viewer={viewer} />
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
        {isStaffRole(viewer.role) && (
          <Menu.Item component={PrefetchLink} to={MANAGE_HOME} leftSection={<Icon name="shield" size={16} />}>
            Management
          </Menu.Item>
        )}
        {isStaffRole(viewer.role) && (
          <Menu.Item component={PrefetchLink} to={MANAGE_PROFILE} leftSection={<Icon name="key" size={16} />}>
            {mayUseArea(viewer.role, "admin") ? "Your profile and API tokens" : "Your staff profile"}
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
