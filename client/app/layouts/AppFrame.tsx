// The frame every layout is built from: Mantine AppShell with the header, an optional sidebar
// (which also holds the main navigation on small screens), the page in <main>, and the footer.
// The eight layouts of the specification are configurations of this frame.
import { AppShell, Box, Center, Container, Loader, Stack, type MantineSize } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Suspense, useEffect, useRef, type ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { mainNav, type NavItem, signedOutNav } from "../navigation.ts";
import { useRootQuery } from "../RootQuery.ts";
import { AppFooter } from "./AppFooter.tsx";
import { AppHeader } from "./AppHeader.tsx";
import classes from "./layout.module.css";
import { SidebarNav } from "./SidebarNav.tsx";
import { useScrollEdges } from "./useScrollEdges.ts";

export type AppFrameProps = {
  /** A sidebar next to the page (account and management areas). */
  sidebar?: { title: string; items: NavItem[] };
  /** Width of the page's container; false lets the page span the whole width. */
  container?: MantineSize | "fluid" | false;
  /** Only the studio's name in the header, the page centred (sign-in and similar forms). */
  plain?: boolean;
  /** The page; the matched child route by default. */
  children?: ReactNode;
};

export const MAIN_CONTENT_ID = "main-content";

export function PageLoader() {
  return (
    <Center py={80} role="status" aria-live="polite">
      <Loader size="md" role="status" aria-label="Loading" />
    </Center>
  );
}

export function AppFrame({ sidebar, container = "lg", plain = false, children }: AppFrameProps) {
  const { settings, viewer } = useRootQuery();
  const [navOpened, nav] = useDisclosure(false);
  const { pathname } = useLocation();

  const navScroll = useRef<HTMLDivElement>(null);
  const navEdges = useScrollEdges(navScroll);

  const closeNav = nav.close;
  useEffect(() => closeNav(), [pathname, closeNav]);

  const page = <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>;
  const content =
    container === false ? (
      page
    ) : (
      <Container size={container === "fluid" ? undefined : container} fluid={container === "fluid"} w="100%" py={plain ? 48 : "xl"} px="md">
        {page}
      </Container>
    );

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={plain ? undefined : { width: 260, breakpoint: "sm", collapsed: { mobile: !navOpened, desktop: !sidebar } }}
      padding={0}
      className={classes.shell}
    >
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        Skip to content
      </a>
      <AppShell.Header>
        <AppHeader settings={settings} viewer={viewer} plain={plain} navOpened={navOpened} onToggleNav={plain ? undefined : nav.toggle} />
      </AppShell.Header>
      {!plain && (
        <AppShell.Navbar id="app-navbar" aria-label={sidebar ? sidebar.title : "Menu"} p="sm">
          <AppShell.Section
            grow
            ref={navScroll}
            className={classes.navScroll}
            data-more-above={navEdges.above || undefined}
            data-more-below={navEdges.below || undefined}
          >
            <Stack gap="md">
              <Box hiddenFrom="sm">
                <Stack gap="md">
                  <SidebarNav title="Menu" items={mainNav} />
                  {/* The header has room for "Sign in" only on a phone. */}
                  {!viewer && <SidebarNav title="Your account" items={signedOutNav} />}
                </Stack>
              </Box>
              {sidebar && <SidebarNav title={sidebar.title} items={sidebar.items} />}
            </Stack>
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      <AppShell.Main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={plain ? classes.plainMain : classes.main}
        style={{ outline: "none" }}
      >
        {content}
      </AppShell.Main>
      <AppFooter settings={settings} />
    </AppShell>
  );
}
