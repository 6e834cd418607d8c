// The route table (history mode, base /). Every screen is a route module loaded lazily through
// the route's `lazy` property; a route module exports
//   Component — the screen, reading its query with `usePreloadedQuery(Query, useLoaderData())`
//   loader    — optional; starts the screen's one Relay query (`loadRouteQuery`, store-or-network)
//   exists    — optional; whether the address's record exists, asked by the server for a page the
//               browser renders, so that the document of a missing one answers 404
// Guards wrap loaders: account routes need a signed-in viewer, management routes an administrator.
// Only routes with a real screen are listed; anything else is the 404 page.
import type { ComponentType } from "react";
import { data, matchRoutes, redirect, type LoaderFunction, type Params, type RouteObject } from "react-router";
import { loadChunk } from "./chunkReload.ts";
import { RootErrorPage } from "./errors/RootErrorPage.tsx";
import { NotFoundContent, RouteErrorContent } from "./errors/RouteErrorContent.tsx";
import { RouteErrorPage } from "./errors/RouteErrorPage.tsx";
import { NOT_FOUND_MESSAGE } from "./errors/routeError.ts";
import type { StaffArea } from "../../common/staffRoles.ts";
import { guarded, requireArea, requireStaff, requireViewer, type Guard } from "./guards.ts";
import { AccountLayout } from "./layouts/AccountLayout.tsx";
import { DefaultLayout } from "./layouts/DefaultLayout.tsx";
import { ManageLayout } from "./layouts/ManageLayout.tsx";
import { ManageNoSidebarLayout } from "./layouts/ManageNoSidebarLayout.tsx";
import { PageLayout } from "./layouts/PageLayout.tsx";
import { PageWithSidebarLayout, type SidebarHandle } from "./layouts/PageWithSidebarLayout.tsx";
import { PlainLayout } from "./layouts/PlainLayout.tsx";
import { aboutNav, messageOnHoldNav, servicesNav } from "./navigation.ts";
import { AppLoading, Root } from "./Root.tsx";
import { ROOT_ROUTE_ID, rootLoader } from "./RootQuery.ts";

/** What a lazily loaded route module exports. */
export type RouteModule = {
  Component: ComponentType;
  loader?: LoaderFunction;
  exists?: (params: Params) => Promise<boolean>;
};

/** `module`: the route module's file from client/ (the build's manifest names its chunks by it). */
type RouteHandle = { load?: () => Promise<RouteModule>; module?: string; guard?: Guard; serverRendered?: boolean };

// Every route module, by its path from this file: one lazily loaded chunk each, as import() makes.
const routeModules = import.meta.glob<RouteModule>("../**/*Route.tsx");

/** The chunks' source files of the routes a path matches, from client/ ("public/FaqRoute.tsx"): the server preloads them with the page. */
export function routeModulesOf(matches: { route: RouteObject }[]): string[] {
  return matches.flatMap((match) => {
    const module = (match.route.handle as RouteHandle | undefined)?.module;
    return module ? [module] : [];
  });
}

/** The public site's layouts: their pages are rendered on the server (client/entry-server.tsx). */
const SERVER_RENDERED: RouteHandle = { serverRendered: true };

/** Whether the server renders the page these routes match. */
export function isServerRendered(matches: { route: RouteObject }[]): boolean {
  return matches.some((match) => (match.route.handle as RouteHandle | undefined)?.serverRendered);
}

/**
 * The status of the document of a page the browser renders: 404 when a matched route's module says
 * the address's record does not exist. Asked only behind the route's guard: someone who may not
 * see the page is sent to sign in or told so by the browser, as before.
 */
export async function clientPageStatus(matches: { route: RouteObject; params: Params }[], request: Request): Promise<number> {
  for (const match of matches) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (!handle?.load) continue;
    try {
      await handle.guard?.({ request, params: match.params, context: undefined, url: new URL(request.url), pattern: match.route.path ?? "" });
    } catch {
      return 200;
    }
    const module = await handle.load();
    if (module.exists && !(await module.exists(match.params))) return 404;
  }
  return 200;
}

/**
 * A lazily loaded route, by its module's path from this file: its module is fetched on first use
 * (a failed chunk reloads the page once, see chunkReload.ts) and its loader runs behind `guard`
 * when one is given.
 */
function lazyRoute(path: string, guard?: Guard): Pick<RouteObject, "lazy" | "handle"> {
  const load = routeModules[path];
  if (!load) throw new Error(`No route module ${path}: route modules are files named *Route.tsx under client/.`);
  return {
    handle: { load, module: new URL(path, "file:///app/").pathname.slice(1), guard } satisfies RouteHandle,
    lazy: async () => {
      const module = await loadChunk(load);
      const loader = guard ? guarded(guard, module.loader) : module.loader;
      return loader ? { Component: module.Component, loader } : { Component: module.Component };
    },
  };
}

/** A page of the account (viewerRoute) or of one area of the management (manageRoute): its loader runs behind its guard. */
const viewerRoute = (path: string) => lazyRoute(path, requireViewer);
const manageRoute = (area: StaffArea, path: string) => lazyRoute(path, requireArea(area));

/** A boundary inside a layout: errors of its pages render in the layout, next to its navigation. */
function pages(children: RouteObject[]): RouteObject[] {
  return [{ errorElement: <RouteErrorContent />, children }];
}

/** A section of the public site whose pages share a sidebar of links (PageWithSidebarLayout). */
function sidebarSection(path: string, sidebar: NonNullable<SidebarHandle["sidebar"]>, children: RouteObject[]): RouteObject {
  return { path, handle: { sidebar } satisfies SidebarHandle, children: pages(children) };
}

const notFound: LoaderFunction = () => {
  throw data(NOT_FOUND_MESSAGE, { status: 404, statusText: "Not Found" });
};

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: "/",
    Component: Root,
    loader: rootLoader,
    HydrateFallback: AppLoading,
    errorElement: <RootErrorPage />,
    children: [
      {
        // Failures of a layout itself (guards: 403) show in the page layout.
        errorElement: <RouteErrorPage />,
        children: [
          {
            Component: DefaultLayout,
            handle: SERVER_RENDERED,
            children: pages([{ index: true, ...lazyRoute("../public/home/HomeRoute.tsx") }]),
          },
          {
            Component: PlainLayout,
            children: pages([
              { path: "login", ...lazyRoute("../public/auth/LoginRoute.tsx") },
              { path: "register", ...lazyRoute("../public/auth/RegisterRoute.tsx") },
              { path: "reset", ...lazyRoute("../public/auth/ResetRequestRoute.tsx") },
              { path: "reset/:id", ...lazyRoute("../public/auth/ResetPasswordRoute.tsx") },
            ]),
          },
          {
            path: "account",
            Component: AccountLayout,
            loader: guarded(requireViewer),
            children: pages([
              { index: true, ...viewerRoute("../account/overview/AccountOverviewRoute.tsx") },
              { path: "profile", ...viewerRoute("../account/profile/ProfileRoute.tsx") },
              { path: "export", ...viewerRoute("../account/export/AccountExportRoute.tsx") },
              { path: "referrals", ...viewerRoute("../account/referrals/AccountReferralsRoute.tsx") },
              { path: "reseller", ...viewerRoute("../account/reseller/AccountResellerRoute.tsx") },
              { path: "order/history", ...viewerRoute("../account/orders/OrderHistoryRoute.tsx") },
              { path: "order/history/:id", ...viewerRoute("../order/follow/AccountOrderRoute.tsx") },
              { path: "order/new", ...viewerRoute("../order/AccountNewOrderRoute.tsx") },
              { path: "order/new/:wizard", ...viewerRoute("../order/OrderWizardRoute.tsx") },
            ]),
          },
          {
            path: "manage",
            Component: ManageLayout,
            loader: guarded(requireStaff),
            children: pages([
              { index: true, ...manageRoute("staff", "../manage/dashboard/ManageDashboardRoute.tsx") },
              { path: "orders", ...manageRoute("staff", "../manage/orders/ManageOrdersRoute.tsx") },
              { path: "orders/:id", ...manageRoute("staff", "../manage/orders/ManageOrderRoute.tsx") },
              { path: "users", ...manageRoute("admin", "../manage/users/UsersRoute.tsx") },
              { path: "users/:id", ...manageRoute("admin", "../manage/users/UserRoute.tsx") },
              { path: "companies", ...manageRoute("staff", "../manage/companies/CompaniesRoute.tsx") },
              { path: "companies/:id", ...manageRoute("staff", "../manage/companies/CompanyRoute.tsx") },
              { path: "logs", ...manageRoute("admin", "../manage/logs/LogsRoute.tsx") },
              { path: "outbox", ...manageRoute("admin", "../manage/outbox/OutboxRoute.tsx") },
              { path: "outbox/:id", ...manageRoute("admin", "../manage/outbox/OutboxMessageRoute.tsx") },
              { path: "inbox", ...manageRoute("production", "../manage/inbox/InboxRoute.tsx") },
              { path: "services", ...manageRoute("admin", "../manage/services/ManageServicesRoute.tsx") },
              { path: "voices", ...manageRoute("admin", "../manage/voices/ManageVoicesRoute.tsx") },
              { path: "voices/:id", ...manageRoute("admin", "../manage/voices/ManageVoiceRoute.tsx") },
              { path: "soundtrack", ...manageRoute("admin", "../manage/soundtrack/ManageSoundtrackRoute.tsx") },
              { path: "content", ...manageRoute("admin", "../manage/content/ManageContentRoute.tsx") },
              { path: "discounts", ...manageRoute("bookkeeping", "../manage/discounts/DiscountsRoute.tsx") },
              { path: "tax", ...manageRoute("bookkeeping", "../manage/tax/TaxRatesRoute.tsx") },
              { path: "payments", ...manageRoute("bookkeeping", "../manage/payments/PaymentsRoute.tsx") },
              { path: "payouts", ...manageRoute("bookkeeping", "../manage/payouts/PayoutsRoute.tsx") },
              { path: "reseller-applications", ...manageRoute("admin", "../manage/resellerApplications/ResellerApplicationsRoute.tsx") },
              { path: "resellers", ...manageRoute("admin", "../manage/resellers/ResellersRoute.tsx") },
              { path: "referrals", ...manageRoute("bookkeeping", "../manage/referrals/ManageReferralsRoute.tsx") },
              { path: "settings", ...manageRoute("admin", "../manage/settings/ManageSettingsRoute.tsx") },
              { path: "profile", ...manageRoute("staff", "../manage/profile/ManageProfileRoute.tsx") },
              { path: "openrouter", ...manageRoute("admin", "../manage/openrouter/ManageOpenRouterRoute.tsx") },
            ]),
          },
          {
            // The recording sheet prints without the sidebar.
            path: "manage/orders/:id/sheet",
            Component: ManageNoSidebarLayout,
            loader: guarded(requireStaff),
            children: pages([{ index: true, ...manageRoute("staff", "../manage/orders/ManageOrderSheetRoute.tsx") }]),
          },
          // ---- Public site: services, message on hold, about, content pages and forms ----
          {
            Component: PageWithSidebarLayout,
            handle: SERVER_RENDERED,
            children: [
              sidebarSection("services", { title: "Services", items: servicesNav }, [
                { index: true, ...lazyRoute("../public/services/ServicesRoute.tsx") },
                { path: "telephone-voice-prompts", ...lazyRoute("../public/services/ServiceFeatureRoute.tsx") },
                { path: "bilingual-voice-over", ...lazyRoute("../public/services/ServiceFeatureRoute.tsx") },
                { path: "multilingual-voice-over", ...lazyRoute("../public/services/ServiceFeatureRoute.tsx") },
                { path: "commercial-recording", ...lazyRoute("../public/services/ServiceFeatureRoute.tsx") },
                { path: ":service", ...lazyRoute("../public/services/ServiceRoute.tsx") },
              ]),
              sidebarSection("services/message-on-hold", { title: "Message on hold", items: messageOnHoldNav }, [
                { index: true, loader: () => redirect("/services/message-on-hold/overview") },
                { path: "overview", ...lazyRoute("../public/services/messageOnHold/MessageOnHoldOverviewRoute.tsx") },
                { path: "bundles", ...lazyRoute("../public/services/messageOnHold/MessageOnHoldBundlesRoute.tsx") },
                { path: "pay-as-you-go", ...lazyRoute("../public/services/messageOnHold/MessageOnHoldPayAsYouGoRoute.tsx") },
              ]),
              sidebarSection("about", { title: "About us", items: aboutNav }, [
                { index: true, loader: () => redirect("/about/studio") },
                { path: "studio", ...lazyRoute("../public/about/StudioRoute.tsx") },
                { path: "voices", ...lazyRoute("../public/about/VoicesRoute.tsx") },
                { path: "team", ...lazyRoute("../public/about/TeamRoute.tsx") },
                { path: "partners", ...lazyRoute("../public/about/PartnersRoute.tsx") },
                { path: "onair", ...lazyRoute("../public/about/OnAirRoute.tsx") },
              ]),
            ],
          },
          {
            Component: PageLayout,
            handle: SERVER_RENDERED,
            children: pages([
              { path: "faq", ...lazyRoute("../public/pages/FaqRoute.tsx") },
              { path: "terms", ...lazyRoute("../public/pages/TermsRoute.tsx") },
              { path: "thank-you", ...lazyRoute("../public/pages/ThankYouRoute.tsx") },
              { path: "contact", ...lazyRoute("../public/contact/ContactRoute.tsx") },
              { path: "voice-contact", ...lazyRoute("../public/contact/VoiceContactRoute.tsx") },
              { path: "partnerships", ...lazyRoute("../public/contact/PartnershipsRoute.tsx") },
            ]),
          },
          // ---- end of public site ----
          // ---- Order: what to order and the order wizards (public; guests and customers) ----
          {
            Component: DefaultLayout,
            children: pages([
              { path: "order", ...lazyRoute("../order/OrderRoute.tsx") },
              // telephone-voice-prompts, on-hold-message, mobile-voicemail; anything else is the 404 page.
              { path: "order/:wizard", ...lazyRoute("../order/OrderWizardRoute.tsx") },
            ]),
          },
          // ---- end of order ----
          // ---- Payment: signed-in customers, guests (private link), /payment by order number ----
          {
            Component: DefaultLayout,
            children: pages([
              { path: "order/payment/success", ...viewerRoute("../order/payment/PaymentSuccessRoute.tsx") },
              { path: "order/payment/:id?", ...viewerRoute("../order/payment/PaymentRoute.tsx") },
              { path: "order/guest-payment/success", ...lazyRoute("../order/payment/GuestPaymentSuccessRoute.tsx") },
              { path: "order/guest-payment/:id?", ...lazyRoute("../order/payment/GuestPaymentRoute.tsx") },
              { path: "payment", ...lazyRoute("../order/payment/FindOrderRoute.tsx") },
            ]),
          },
          // ---- end of payment ----
          {
            Component: PageLayout,
            handle: SERVER_RENDERED,
            children: pages([{ path: "*", loader: notFound, Component: NotFoundContent }]),
          },
        ],
      },
    ],
  },
];

const prefetched = new Set<string>();

/**
 * Loads the code of the routes matching `path` without rendering them or running their loaders
 * (for links about to be followed): the modules are downloaded and evaluated, which on a slow
 * phone is a task of its own each. Failures are ignored: following the link will try again and
 * handle them.
 */
export function prefetchRoute(path: string) {
  for (const match of matchRoutes(routes, path) ?? []) {
    const load = (match.route.handle as RouteHandle | undefined)?.load;
    if (!load) continue;
    const key = match.route.path ?? match.pathnameBase;
    if (prefetched.has(key)) continue;
    prefetched.add(key);
    load().catch(() => prefetched.delete(key));
  }
}
