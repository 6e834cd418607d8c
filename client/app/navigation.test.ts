import { describe, expect, it } from "vitest";
import { aboutNav, accountNav, isNavItemActive, mainNav, manageNav, manageNavFor, messageOnHoldNav, servicesNav } from "./navigation.ts";

/** The seeded catalogue's active services, in its order. */
const SERVICES = [
  { slug: "telephone-voice-prompts", name: "Telephone voice prompts" },
  { slug: "message-on-hold", name: "Message on hold" },
  { slug: "mobile-voicemail", name: "Mobile voicemail greeting" },
  { slug: "bilingual-voice-over", name: "Bilingual voice-over" },
];

const active = (items: typeof mainNav, pathname: string) => items.filter((item) => isNavItemActive(item, pathname)).map((item) => item.label);

describe("navigation", () => {
  it("marks the main section of a public page", () => {
    expect(active(mainNav, "/services")).toEqual(["Services"]);
    expect(active(mainNav, "/services/message-on-hold/bundles")).toEqual(["Services"]);
    expect(active(mainNav, "/about/voices")).toEqual(["Voices"]);
    expect(active(mainNav, "/about/team")).toEqual(["About"]);
    expect(active(mainNav, "/voice-contact")).toEqual(["Contact"]);
    expect(active(mainNav, "/terms")).toEqual([]);
  });

  it("marks one entry of each section's sidebar", () => {
    expect(active(servicesNav(SERVICES), "/services/bilingual-voice-over")).toEqual(["Bilingual voice-over"]);
    expect(active(servicesNav(SERVICES), "/services/message-on-hold/overview")).toEqual(["Message on hold"]);
    expect(active(servicesNav(SERVICES), "/services/message-on-hold/bundles")).toEqual(["Message on hold"]);
    expect(active(messageOnHoldNav, "/services/message-on-hold/pay-as-you-go")).toEqual(["Pay-as-you-go"]);
    expect(active(aboutNav, "/about/onair")).toEqual(["On air"]);
  });

  it("lists every active service in the services sidebar, each leading to its page", () => {
    expect(servicesNav(SERVICES).map((item) => [item.label, item.to])).toEqual([
      ["All services", "/services"],
      ["Telephone voice prompts", "/services/telephone-voice-prompts"],
      ["Message on hold", "/services/message-on-hold/overview"],
      ["Mobile voicemail greeting", "/services/mobile-voicemail"],
      ["Bilingual voice-over", "/services/bilingual-voice-over"],
    ]);
  });

  it("marks one entry of the account sidebar: an order's page under Orders, the overview alone on /account", () => {
    expect(active(accountNav, "/account")).toEqual(["Overview"]);
    expect(active(accountNav, "/account/order/history/T3JkZXI6MQ")).toEqual(["Orders"]);
    expect(active(accountNav, "/account/order/new/telephone-voice-prompts")).toEqual(["New order"]);
    expect(active(accountNav, "/account/profile")).toEqual(["Profile"]);
  });

  it("lists only routes of the public site that exist", () => {
    const paths = [...mainNav, ...servicesNav(SERVICES), ...messageOnHoldNav, ...aboutNav].map((item) => item.to);
    expect(paths.every((path) => path.startsWith("/services") || path.startsWith("/about/") || ["/faq", "/contact"].includes(path))).toBe(true);
  });

  it("gives every entry of the account and management sidebars an icon of its own", () => {
    for (const nav of [accountNav, manageNav]) {
      const icons = nav.map((item) => item.icon);
      expect(icons.every(Boolean)).toBe(true);
      expect(new Set(icons).size).toBe(icons.length);
    }
  });

  it("shows each role the management entries of its areas only", () => {
    const labels = (role: string | null) => manageNavFor(role).map((item) => item.label);
    expect(labels("ADMIN")).toEqual(manageNav.map((item) => item.label));
    expect(labels("PRODUCER")).toEqual(["Dashboard", "Orders", "Inbox", "Companies", "Your profile"]);
    expect(labels("ACCOUNTANT")).toEqual(["Dashboard", "Orders", "Companies", "Discount codes", "Payments", "Payouts", "Referrals", "Tax rates", "Your profile"]);
    expect(labels("CUSTOMER")).toEqual([]);
    expect(labels(null)).toEqual([]);
    expect(manageNav.every((item) => item.area)).toBe(true);
  });
});
