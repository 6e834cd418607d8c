// The header of every layout: menu button (small screens), the studio's name linking home, the
// main navigation, and the account menu.
import { Burger, Group, Text, UnstyledButton } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { useLocation } from "react-router";
import type { AccountMenu_viewer$key } from "../../__generated__/AccountMenu_viewer.graphql.ts";
import type { AppHeader_settings$key } from "../../__generated__/AppHeader_settings.graphql.ts";
import { Icon } from "../../ui/Icon.tsx";
import { isNavItemActive, mainNav } from "../navigation.ts";
import { PrefetchLink } from "../PrefetchLink.tsx";
import { AccountMenu } from "./AccountMenu.tsx";
import classes from "./layout.module.css";

type AppHeaderProps = {
  settings: AppHeader_settings$key;
  viewer: AccountMenu_viewer$key | null | undefined;
  /** Plain layouts show only the studio's name. */
  plain?: boolean;
  navOpened?: boolean;
  onToggleNav?: () => void;
};

export function AppHeader({ settings: settingsKey, viewer, plain, navOpened, onToggleNav }: AppHeaderProps) {
  const settings = useFragment(
    graphql`
      fragment AppHeader_settings on Settings {
        studioName
      }
    `,
    settingsKey,
  );
  const { pathname } = useLocation();

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {onToggleNav && (
          <Burger opened={!!navOpened} onClick={onToggleNav} hiddenFrom="sm" size="sm" aria-label={navOpened ? "Close navigation" : "Open navigation"} aria-expanded={!!navOpened} aria-controls="app-navbar" />
        )}
        <UnstyledButton component={PrefetchLink} to="/" className={classes.brand} aria-label={`${settings.studioName}, home`}>
          <span className={classes.brandMark}>
            <Icon name="mic" size={18} />
          </span>
          {/* On a phone the name takes two lines rather than losing its end. */}
          <Text component="span" fw={800} fz={{ base: "md", sm: "lg" }} lh={1.15} lineClamp={2}>
            {settings.studioName}
          </Text>
        </UnstyledButton>
      </Group>
      {!plain && (
        <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm" wrap="nowrap">
          {mainNav.map((item) => {
            const active = isNavItemActive(item, pathname);
            return (
              <UnstyledButton key={item.to} component={PrefetchLink} to={item.to} className={classes.navLink} data-active={active || undefined} aria-current={active ? "page" : undefined}>
                {item.label}
              </UnstyledButton>
            );
          })}
        </Group>
      )}
      <AccountMenu viewer={viewer} compact={plain} />
    </Group>
  );
}
