// A vertical list of navigation links (the account and management sidebars, and the main
// navigation on small screens).
import { NavLink, Stack, Text } from "@mantine/core";
import { useLocation } from "react-router";
import { Icon } from "../../ui/Icon.tsx";
import { isNavItemActive, type NavItem } from "../navigation.ts";
import { PrefetchLink } from "../PrefetchLink.tsx";

export function SidebarNav({ title, items }: { title?: string; items: NavItem[] }) {
  const { pathname } = useLocation();
  return (
    <Stack gap={2}>
      {title && (
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="xs" pb={4}>
          {title}
        </Text>
      )}
      {items.map((item) => {
        const active = isNavItemActive(item, pathname);
        return (
          <NavLink
            key={item.to}
            component={PrefetchLink}
            to={item.to}
            label={item.label}
            active={active}
            aria-current={active ? "page" : undefined}
            leftSection={item.icon ? <Icon name={item.icon} /> : undefined}
            variant="light"
            style={{ borderRadius: "var(--mantine-radius-md)" }}
          />
        );
      })}
    </Stack>
  );
}
